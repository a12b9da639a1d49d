/** The layer's keyframes: each runs the gift's whole show time, in, hold, out. */
export const giftKeyframes = `
@keyframes md-gift-corner { 0% { opacity: 0; transform: translateY(12px) } 12%, 85% { opacity: 1; transform: none } 100% { opacity: 0 } }
@keyframes md-gift-pop { 0% { opacity: 0; transform: scale(.4) } 15% { opacity: 1; transform: scale(1.1) } 22%, 85% { transform: scale(1) } 100% { opacity: 0; transform: scale(.9) } }
@keyframes md-gift-sweep { 0% { opacity: 0; transform: translateX(60%) } 14%, 82% { opacity: 1; transform: none } 100% { opacity: 0; transform: translateX(-60%) } }
@keyframes md-gift-spin { 0% { transform: rotate(-12deg) scale(.8) } 50% { transform: rotate(12deg) scale(1.15) } 100% { transform: rotate(-12deg) scale(.8) } }
`;
