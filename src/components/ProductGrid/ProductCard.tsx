// One product tile: image (with alt text), name, price, link to the product screen.
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTarget } from '../../engine/runtime/family';
import type { Plu } from '../../features/ordering';
import styles from './ProductGrid.module.css';

export interface ProductCardProps {
  plu: Plu;
  name: string;
  price: string;
  stockText?: string;
}

function ProductCard({ plu, name, price, stockText }: ProductCardProps) {
  const to = useTarget(`product/${encodeURIComponent(plu.pluId)}`);
  return (
    <div role="listitem" className={styles.card}>
      <RouterLink to={to} className={styles.cardLink}>
        {plu.image ? (
          <img className={styles.image} src={plu.image} alt={name} loading="lazy" width={160} height={120} />
        ) : (
          <span className={styles.noImage} aria-hidden="true" />
        )}
        <span className={styles.name}>{name}</span>
        <span className={styles.price}>{price}</span>
        {stockText ? <span className={styles.stock}>{stockText}</span> : null}
      </RouterLink>
    </div>
  );
}

export default memo(ProductCard);
