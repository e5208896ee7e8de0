// The leave question of a checkout not placed yet (the stand-in's and the live form's): its choices
// stay in the tab's draft, so it says the order is not placed, not that they are lost.
import type { LeaveQuestion } from '../../shared/hooks';

export const LEAVE_CHECKOUT: LeaveQuestion = { title: 'orders.leaveCheckoutTitle', text: 'orders.leaveCheckoutText' };
