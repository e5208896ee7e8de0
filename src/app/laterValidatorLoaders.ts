// The props validators of the component types neither a menu page (App.tsx) nor the shop's order and
// sign-in pages (validatorLoaders.ts) draw: tickets, the wallet, bookings, the kiosk, the back office
// and the rest. A chunk of its own, fetched the first time one of them is drawn; each validator stays
// its own chunk.
import type { PropsValidator } from '../engine/runtime/context';

export const LATER_VALIDATOR_FILES = import.meta.glob<PropsValidator>(
  [
    '../generated/props/*.js',
    '!../generated/props/{AccountLink,Banner,CategoryNav,ClosedNotice,Footer,Header,LanguageSwitch,Link,NavBar,Outlet,ProductGrid,SearchBox,Stack,ThemeSwitch}.js',
    '!../generated/props/{Button,CartView,CheckoutForm,DataState,Heading,LoginForm,MyOrders,OrderNumbers,OrderStatus,ProductDetail,SignupForm,SmsLoginForm,Text}.js',
  ],
  { import: 'validate' },
);
