export { Card, CARD_ELEMENTS, CARD_PADDINGS, type CardProps } from './Card';
