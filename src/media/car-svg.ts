/**
 * Generated stock photos: a flat side-view illustration of a vehicle body in a paint colour, on
 * one of twelve backdrops so a gallery's photos can be told apart. Nothing is fetched; every value
 * written into the SVG comes from the tables below, never from the request.
 */

export const CAR_VIEWS = 12;
const GROUND = 460;

type Paint = { label: string; base: string; light: string; dark: string };

const COLOURS = {
  white: { label: 'White', base: '#eef0ee', light: '#ffffff', dark: '#b3bac1' },
  black: { label: 'Black', base: '#1d2024', light: '#454b53', dark: '#0b0c0e' },
  silver: { label: 'Silver', base: '#c2c7cc', light: '#eceff1', dark: '#878f97' },
  grey: { label: 'Grey', base: '#6a7077', light: '#949ba3', dark: '#43484e' },
  blue: { label: 'Blue', base: '#1f5fbf', light: '#5592e6', dark: '#123c7e' },
  red: { label: 'Red', base: '#c41f2b', light: '#ec5560', dark: '#84111a' },
  green: { label: 'Green', base: '#2e7b4e', light: '#57aa78', dark: '#1b4f31' },
  yellow: { label: 'Yellow', base: '#f1c01c', light: '#ffdc62', dark: '#b38a04' },
  orange: { label: 'Orange', base: '#e56d1c', light: '#ff9b52', dark: '#a3480c' },
  brown: { label: 'Brown', base: '#7a5231', light: '#a6774d', dark: '#4f341d' },
} as const satisfies Record<string, Paint>;

export type CarColour = keyof typeof COLOURS;
export const CAR_COLOURS = Object.keys(COLOURS) as CarColour[];
const DEFAULT_COLOUR: CarColour = 'grey';
// Stock feeds spell it both ways; the URL always uses the table's spelling.
const COLOUR_ALIASES: Record<string, CarColour> = { gray: 'grey' };

/** [class, path data]: classes are styled once in the SVG's <style>, so the paint lives in one place. */
type Layer = readonly [cls: string, d: string];
type WheelStyle = 'alloy' | 'spoke' | 'knobby' | 'steel' | 'truck' | 'scooter';
/** `sill` draws a dark wheel arch down to that y; omitted where the wheel sits under open frame. */
type Wheel = { x: number; r: number; sill?: number };
type Silhouette = {
  label: string;
  style: WheelStyle;
  wheels: readonly Wheel[];
  /** Drawn before the arches and wheels (bodywork). */
  body: readonly Layer[];
  /** Drawn after the wheels (mudguards, frames, engines over the wheel line). */
  over?: readonly Layer[];
  /** Left and right ends of the ground shadow. */
  extent: readonly [number, number];
};

const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

// Cars face right; wheels stand on GROUND. Paths are drawn for the 800x600 canvas.
const BODIES = {
  sedan: {
    label: 'Sedan',
    style: 'alloy',
    wheels: [
      { x: 220, r: 46, sill: 436 },
      { x: 584, r: 46, sill: 436 },
    ],
    body: [
      ['p', 'M112 428L108 372Q110 350 132 346L250 336Q300 300 340 262Q352 252 372 250L498 250Q520 251 536 264L590 316Q670 326 688 346Q696 360 694 400L692 428Q690 436 680 436L122 436Q112 436 112 428Z'],
      ['g', 'M268 332L338 270Q350 261 368 261L428 261L428 330Z'],
      ['g', 'M440 261L494 261Q512 262 526 276L572 322L440 328Z'],
      ['ln', 'M434 262L434 430M300 336Q296 390 304 430M572 324Q584 380 572 430'],
      ['t', 'M388 350h22v6h-22zM530 346h22v6h-22z'],
      ['hl', 'M140 352L250 342M300 340L600 328'],
      ['l', 'M664 336Q688 340 694 358L668 356Z'],
      ['r', 'M108 362L136 356L136 372L109 376Z'],
      ['t', 'M566 320l20-6l4 14l-18 4Z'],
      ['t2', 'M112 414h70v14h-70zM650 414h44v14h-44z'],
    ],
    extent: [100, 700],
  },
  hatchback: {
    label: 'Hatchback',
    style: 'alloy',
    wheels: [
      { x: 246, r: 44, sill: 438 },
      { x: 560, r: 44, sill: 438 },
    ],
    body: [
      ['p', 'M158 430L152 360Q154 318 176 300L250 262Q268 252 292 252L470 252Q492 253 506 266L556 316Q630 324 644 346Q652 362 650 400L648 430Q646 438 636 438L168 438Q158 438 158 430Z'],
      ['g', 'M192 318L250 274Q264 264 282 264L352 264L352 328L196 330Z'],
      ['g', 'M364 264L466 264Q484 265 496 276L540 318L364 326Z'],
      ['ln', 'M358 264L358 432M540 320Q552 380 540 432'],
      ['t', 'M324 344h20v6h-20zM480 340h20v6h-20z'],
      ['hl', 'M180 338L600 326'],
      ['l', 'M620 334Q644 340 650 356L624 354Z'],
      ['r', 'M154 330L172 326L170 350L152 352Z'],
      ['t', 'M530 318l20-6l4 14l-18 4Z'],
      ['t2', 'M156 416h50v14h-50zM610 416h40v14h-40z'],
    ],
    extent: [140, 660],
  },
  suv: {
    label: 'SUV',
    style: 'alloy',
    wheels: [
      { x: 222, r: 54, sill: 428 },
      { x: 584, r: 54, sill: 428 },
    ],
    body: [
      ['p', 'M112 418L108 326Q112 272 134 236Q148 212 180 210L500 206Q524 207 540 224L590 292Q672 302 688 326Q696 342 694 392L692 418Q690 428 678 428L124 428Q112 428 112 418Z'],
      ['g', 'M142 266Q150 240 162 230Q172 222 190 222L290 220L290 296L132 300Z'],
      ['g', 'M302 220L410 220L410 296L302 296Z'],
      ['g', 'M422 220L496 218Q514 219 526 234L570 296L422 296Z'],
      ['t', 'M188 202L486 198L486 204L188 206Z'],
      ['ln', 'M296 220L296 410M416 220L416 410M570 298Q580 356 570 410'],
      ['t', 'M360 318h22v7h-22zM506 316h22v7h-22z'],
      ['hl', 'M130 312L660 304'],
      ['l', 'M660 314Q686 320 692 340L662 338Z'],
      ['r', 'M110 306L126 304L126 336L109 338Z'],
      ['t', 'M566 292l22-6l4 14l-20 4Z'],
      ['t2', 'M110 400h586v28h-586z'],
      ['t2', `M144 428L144 398A78 78 0 0 1 300 398L300 428ZM506 428L506 398A78 78 0 0 1 662 398L662 428Z`],
      ['c', 'M640 414h50v8h-50z'],
    ],
    extent: [100, 702],
  },
  ute: {
    label: 'Ute',
    style: 'alloy',
    wheels: [
      { x: 220, r: 48, sill: 436 },
      { x: 590, r: 48, sill: 436 },
    ],
    body: [
      ['p', 'M104 428L102 334L334 332L338 236Q342 220 362 219L500 218Q522 219 536 234L586 300Q670 310 690 334Q698 350 696 398L694 428Q692 436 680 436L116 436Q104 436 104 428Z'],
      ['g', 'M352 232L440 232L440 304L350 304Z'],
      ['g', 'M452 232L498 232Q514 233 524 246L566 304L452 304Z'],
      ['t', 'M102 326L334 324L334 334L102 336Z'],
      ['t2', 'M300 324L312 270L330 270L334 324L324 324L318 282L314 324Z'],
      ['ln', 'M446 232L446 428M566 306Q578 370 566 428M332 336L332 428M108 340L108 428'],
      ['t', 'M400 324h20v6h-20zM520 322h20v6h-20z'],
      ['hl', 'M110 346L330 344M346 316L660 310'],
      ['l', 'M664 318Q688 324 694 342L664 340Z'],
      ['r', 'M102 344L116 344L116 370L102 370Z'],
      ['t', 'M562 300l20-6l4 14l-18 4Z'],
      ['t2', 'M100 410h60v16h-60zM650 410h46v16h-46z'],
    ],
    extent: [94, 706],
  },
  coupe: {
    label: 'Coupe',
    style: 'alloy',
    wheels: [
      { x: 222, r: 46, sill: 436 },
      { x: 582, r: 46, sill: 436 },
    ],
    body: [
      ['p', 'M112 428L110 378Q112 358 136 352L216 340Q290 282 350 268Q380 262 420 262L470 264Q500 268 530 288L588 326Q676 334 690 356Q696 370 694 404L692 428Q690 436 678 436L124 436Q112 436 112 428Z'],
      ['g', 'M266 332Q312 292 358 280Q384 274 412 274L412 332Z'],
      ['g', 'M424 274L466 276Q492 280 516 296L564 330L424 334Z'],
      ['ln', 'M418 276L418 430M566 332Q578 384 566 430'],
      ['t', 'M520 346h22v6h-22z'],
      ['hl', 'M140 356L240 346M280 344L620 336'],
      ['l', 'M662 342Q686 346 692 364L664 362Z'],
      ['r', 'M110 366L140 360L140 374L111 380Z'],
      ['t', 'M560 330l20-6l4 14l-18 4Z'],
      ['t2', 'M112 416h66v12h-66zM652 416h42v12h-42z'],
    ],
    extent: [100, 702],
  },
  wagon: {
    label: 'Wagon',
    style: 'alloy',
    wheels: [
      { x: 220, r: 46, sill: 436 },
      { x: 584, r: 46, sill: 436 },
    ],
    body: [
      ['p', 'M112 428L108 350Q110 270 132 258Q146 250 168 250L498 250Q520 251 536 264L590 316Q670 326 688 346Q696 360 694 400L692 428Q690 436 680 436L122 436Q112 436 112 428Z'],
      ['g', 'M142 274Q148 262 166 262L300 262L300 330L140 332Z'],
      ['g', 'M312 262L428 262L428 330L312 330Z'],
      ['g', 'M440 262L494 262Q512 263 526 276L572 322L440 328Z'],
      ['t', 'M176 244L480 244L480 250L176 250Z'],
      ['ln', 'M306 262L306 430M434 262L434 430M572 324Q584 380 572 430'],
      ['t', 'M380 348h22v6h-22zM530 346h22v6h-22z'],
      ['hl', 'M130 344L640 330'],
      ['l', 'M664 336Q688 340 694 358L668 356Z'],
      ['r', 'M108 330L130 328L130 366L108 368Z'],
      ['t', 'M566 320l20-6l4 14l-18 4Z'],
      ['t2', 'M112 414h70v14h-70zM650 414h44v14h-44z'],
    ],
    extent: [100, 702],
  },
  van: {
    label: 'Van',
    style: 'steel',
    wheels: [
      { x: 226, r: 46, sill: 436 },
      { x: 576, r: 46, sill: 436 },
    ],
    body: [
      ['p', 'M112 428L110 200Q112 186 130 186L540 186Q566 188 580 210L640 300Q688 316 692 340L694 428Q692 436 680 436L124 436Q112 436 112 428Z'],
      ['g', 'M520 204Q548 206 560 226L612 304L520 304Z'],
      ['g', 'M380 206L500 206L500 290L380 290Z'],
      ['ln', 'M510 196L510 430M366 196L366 430M612 306Q624 370 612 430M116 196L116 430'],
      ['t', 'M372 300L506 300L506 304L372 304Z'],
      ['t', 'M470 318h22v7h-22zM526 318h22v7h-22zM126 300h16v7h-16z'],
      ['hl', 'M130 310L640 316'],
      ['l', 'M664 314Q688 322 692 340L664 338Z'],
      ['r', 'M110 320L122 320L122 370L110 370Z'],
      ['t', 'M596 300l22-6l4 14l-20 4Z'],
      ['t2', 'M110 412h60v16h-60zM640 412h54v16h-54z'],
    ],
    extent: [100, 704],
  },
  convertible: {
    label: 'Convertible',
    style: 'alloy',
    wheels: [
      { x: 222, r: 46, sill: 436 },
      { x: 582, r: 46, sill: 436 },
    ],
    body: [
      ['t', 'M392 342L396 300Q400 290 412 290Q426 290 426 302L420 342Z'],
      ['t', 'M290 342L294 304Q298 294 310 294Q322 294 322 306L318 342Z'],
      ['t', 'M470 340Q480 316 494 318L498 324Q488 326 482 340Z'],
      ['p', 'M112 428L110 372Q112 352 136 346L548 336Q652 338 686 356Q696 368 694 404L692 428Q690 436 678 436L124 436Q112 436 112 428Z'],
      ['t', 'M200 346Q214 326 262 324L330 326Q344 334 340 344Z'],
      ['g', 'M500 338L534 274L546 276L516 338Z'],
      ['t', 'M500 338L534 274L540 275L508 338Z'],
      ['ln', 'M436 344L436 430M566 340Q578 384 566 430'],
      ['t', 'M520 352h22v6h-22z'],
      ['hl', 'M140 356L640 344'],
      ['l', 'M662 344Q686 348 692 366L664 364Z'],
      ['r', 'M110 366L140 360L140 374L111 380Z'],
      ['t', 'M548 338l20-6l4 14l-18 4Z'],
      ['t2', 'M112 416h66v12h-66zM652 416h42v12h-42z'],
    ],
    extent: [100, 702],
  },
  'people-mover': {
    label: 'People mover',
    style: 'alloy',
    wheels: [
      { x: 222, r: 48, sill: 436 },
      { x: 586, r: 48, sill: 436 },
    ],
    body: [
      ['p', 'M112 428L108 300Q110 236 136 226Q150 220 174 220L470 218Q500 219 520 236L600 306Q676 318 690 340Q696 354 694 400L692 428Q690 436 680 436L122 436Q112 436 112 428Z'],
      ['g', 'M140 246Q146 232 170 232L250 232L250 306L136 310Z'],
      ['g', 'M262 232L370 232L370 306L262 306Z'],
      ['g', 'M382 232L466 232Q490 233 506 248L576 308L382 308Z'],
      ['t', 'M256 316L376 316L376 320L256 320Z'],
      ['ln', 'M256 232L256 430M376 232L376 430M576 310Q588 370 576 430'],
      ['t', 'M340 330h20v6h-20zM520 326h22v6h-22z'],
      ['hl', 'M120 330L650 326'],
      ['l', 'M664 328Q688 334 694 352L664 350Z'],
      ['r', 'M108 300L124 298L124 340L108 342Z'],
      ['t', 'M572 304l20-6l4 14l-18 4Z'],
      ['t2', 'M110 414h62v14h-62zM646 414h48v14h-48z'],
    ],
    extent: [100, 702],
  },

  // Motorcycles: open frames, so the wheels are drawn first and the machine over them.
  sports: {
    label: 'Sports motorcycle',
    style: 'spoke',
    wheels: [
      { x: 240, r: 68 },
      { x: 566, r: 68 },
    ],
    body: [['fr', 'M240 392L372 372'], ['fk', 'M566 392L520 266']],
    over: [
      ['t', 'M340 330L440 330L462 398L402 418L346 406Z'],
      ['c', 'M252 318L340 366L334 378L246 332Z'],
      ['p', 'M184 270L232 282L300 284L364 306L300 324L238 318Z'],
      ['t', 'M256 290Q300 278 340 288L362 304L290 306Z'],
      ['p', 'M356 300Q388 262 450 262Q488 264 504 284L480 314L378 318Z'],
      ['p', 'M496 264Q574 258 612 300L598 322Q546 330 508 362L488 410Q472 428 440 428L380 424L360 392Q380 346 430 322L470 290Z'],
      ['pd', 'M380 410L488 404Q474 428 440 428L380 424Z'],
      ['g', 'M504 266Q536 236 578 244Q600 258 610 290Q570 266 528 270Z'],
      ['l', 'M596 298L612 304L604 318L588 312Z'],
      ['r', 'M182 268L196 272L194 280L182 278Z'],
      ['p', 'M518 334Q566 302 612 330L604 340Q566 318 526 342Z'],
      ['fr', 'M504 268L532 262'],
      ['hl', 'M372 296Q404 272 470 274M520 284Q570 278 600 300'],
    ],
    extent: [150, 650],
  },
  cruiser: {
    label: 'Cruiser motorcycle',
    style: 'spoke',
    wheels: [
      { x: 226, r: 62 },
      { x: 590, r: 62 },
    ],
    body: [['fr', 'M226 398L380 404M300 330L380 306L500 286']],
    over: [
      ['fk', 'M590 398L520 246'],
      ['t', 'M366 356L486 356L476 412L382 412Z'],
      ['c', 'M380 360L400 296L430 302L418 364Z'],
      ['c', 'M428 364L468 306L494 318L458 370Z'],
      ['c', 'M240 418L424 412L424 426L240 432Q224 426 240 418Z'],
      ['p', 'M150 388Q160 314 228 310Q292 312 312 350L300 358Q280 328 228 328Q178 330 166 390Z'],
      ['t', 'M278 324Q322 344 372 322L384 306Q334 314 300 300Z'],
      ['p', 'M380 302Q420 262 482 268Q512 274 514 294Q470 306 398 314Z'],
      ['hl', 'M404 292Q440 276 486 280'],
      ['c', circle(560, 262, 17)],
      ['l', circle(563, 262, 11)],
      ['fr', 'M498 238Q520 226 548 234'],
      ['p', 'M546 354Q590 326 636 352L630 360Q590 340 554 362Z'],
      ['r', 'M150 372L160 372L160 384L150 384Z'],
    ],
    extent: [140, 670],
  },
  adventure: {
    label: 'Adventure motorcycle',
    style: 'spoke',
    wheels: [
      { x: 232, r: 66 },
      { x: 576, r: 66 },
    ],
    body: [['fr', 'M232 394L372 378M340 300L450 290L520 250']],
    over: [
      ['fk', 'M576 394L530 246'],
      ['t', 'M348 330L460 326L472 400L380 410L340 380Z'],
      ['c', 'M380 408L482 402L472 420L390 424Z'],
      ['t', 'M146 294L300 290L300 298L146 302Z'],
      ['c', 'M150 304L272 304L272 382L158 382Q150 382 150 374Z'],
      ['t2', 'M150 330L272 330L272 336L150 336Z'],
      ['p', 'M290 298L400 296L380 336L300 330Z'],
      ['t', 'M268 290Q330 274 402 278L412 296L280 300Z'],
      ['p', 'M400 282Q440 250 500 254L522 280L482 322L410 318Z'],
      ['p', 'M500 252L562 240L602 276L598 300L560 312L520 302Z'],
      ['p', 'M558 310L628 330L620 342L554 322Z'],
      ['g', 'M520 244L546 184L566 188L560 246Z'],
      ['l', 'M572 270L598 280L594 294L570 288Z'],
      ['fr', 'M496 240L536 232'],
      ['hl', 'M410 276Q450 260 496 262'],
      ['r', 'M146 304L156 304L156 316L146 316Z'],
    ],
    extent: [130, 660],
  },
  naked: {
    label: 'Naked motorcycle',
    style: 'spoke',
    wheels: [
      { x: 238, r: 66 },
      { x: 566, r: 66 },
    ],
    body: [['fr', 'M238 394L372 374']],
    over: [
      ['fk', 'M566 394L520 262'],
      ['t', 'M356 338L470 334L480 404L382 414L350 380Z'],
      ['t2', 'M372 346L460 344M372 360L462 358M374 374L466 372'],
      ['fp', 'M362 300L400 360L440 300L480 360L512 272'],
      ['c', 'M300 384L362 402L358 414L296 396Z'],
      ['p', 'M216 282L300 290L342 306L280 312Z'],
      ['t', 'M282 292Q322 282 362 294L374 306L300 308Z'],
      ['p', 'M360 294Q400 250 462 254Q502 258 512 282L490 320L380 318Z'],
      ['hl', 'M384 280Q420 262 470 266'],
      ['c', circle(542, 282, 21)],
      ['l', circle(546, 282, 14)],
      ['fr', 'M490 250L542 242'],
      ['p', 'M522 338Q566 310 610 334L602 344Q566 324 528 346Z'],
      ['r', 'M214 282L228 282L228 292L216 292Z'],
    ],
    extent: [150, 650],
  },
  scooter: {
    label: 'Scooter',
    style: 'scooter',
    wheels: [
      { x: 252, r: 44 },
      { x: 566, r: 44 },
    ],
    body: [],
    over: [
      ['fk', 'M566 416L538 300'],
      ['c', 'M296 420L362 414L362 428L296 432Z'],
      ['p', 'M168 346Q178 290 252 284L362 290Q384 300 384 334L362 404L252 404Q196 398 168 372Z'],
      ['t', 'M358 392L474 392L480 406L352 406Z'],
      ['p', 'M468 406L478 300Q488 246 520 220L542 226Q522 272 522 330L512 406Z'],
      ['t', 'M222 284Q272 262 372 278Q382 290 372 294L232 294Z'],
      ['p', 'M498 214L560 204L564 220L502 228Z'],
      ['l', 'M556 206L574 212L570 224L556 222Z'],
      ['p', 'M520 382Q566 356 610 382L604 390Q566 368 526 390Z'],
      ['r', 'M166 334L182 330L182 344L168 346Z'],
      ['hl', 'M190 312Q240 296 350 300'],
      ['t', 'M236 364h60v6h-60z'],
    ],
    extent: [150, 630],
  },
  dirt: {
    label: 'Dirt bike',
    style: 'knobby',
    wheels: [
      { x: 242, r: 64 },
      { x: 572, r: 66 },
    ],
    body: [['fr', 'M242 396L382 370M382 300L420 380M382 300L520 252']],
    over: [
      ['fk', 'M572 394L530 236'],
      ['t', 'M370 340L452 336L462 396L392 404Z'],
      ['c', 'M330 300L238 270L234 282L326 314Z'],
      ['p', 'M164 254L262 264L320 296L250 290Z'],
      ['t', 'M252 262L440 258Q450 262 446 272L262 278Z'],
      ['p', 'M300 282L382 282L362 332L300 322Z'],
      ['p', 'M420 272L520 250L502 322L432 322Z'],
      ['w', 'M520 240L572 250L562 312L516 298Z'],
      ['p', 'M528 300L644 298L634 312L540 312Z'],
      ['fr', 'M498 232L542 222'],
      ['hl', 'M430 284L506 266'],
    ],
    extent: [150, 660],
  },

  // RVs: long bodies on small wheels; trailers carry their drawbar on the right.
  caravan: {
    label: 'Caravan',
    style: 'steel',
    wheels: [
      { x: 330, r: 38, sill: 432 },
      { x: 418, r: 38, sill: 432 },
    ],
    body: [
      ['t', 'M640 404L760 418L760 428L640 424Z'],
      ['t', 'M748 410h26v18h-26z'],
      ['t', 'M696 410h8v30h-8z'],
      ['c', 'M672 364h22v48h-22zM698 364h22v48h-22z'],
      ['p', 'M100 420L96 200Q96 156 140 156L590 156Q630 158 644 196L656 260Q660 290 656 330L650 420Q648 432 636 432L110 432Q100 432 100 420Z'],
      ['w', 'M96 330L656 308L656 326L97 350Z'],
      ['g', 'M140 216L240 216L240 282L140 282Z'],
      ['g', 'M470 216L580 216L580 282L470 282Z'],
      ['g', 'M608 200L634 208L646 272L616 272Z'],
      ['pd', 'M266 206L346 206L346 422L266 422Z'],
      ['g', 'M282 222L330 222L330 282L282 282Z'],
      ['t', 'M332 320h8v16h-8z'],
      ['t', 'M300 142h64v14h-64z'],
      ['w', 'M430 138h80v18h-80z'],
      ['hl', 'M130 168L600 168'],
      ['r', 'M96 372L104 372L104 400L96 400Z'],
      ['t2', 'M98 410h160v22h-160zM480 410h170v22h-170z'],
    ],
    over: [['t', circle(700, 446, 12)]],
    extent: [90, 776],
  },
  motorhome: {
    label: 'Motorhome',
    style: 'steel',
    wheels: [
      { x: 250, r: 46, sill: 432 },
      { x: 606, r: 46, sill: 432 },
    ],
    body: [
      ['p', 'M96 420L92 170Q92 140 122 140L632 140Q664 144 672 176L668 208L604 214L604 232L618 234L668 304Q704 314 712 336L714 420Q712 432 700 432L108 432Q96 432 96 420Z'],
      ['w', 'M92 330L714 330L714 350L92 350Z'],
      ['g', 'M560 240L612 240L652 306L560 306Z'],
      ['g', 'M608 158L644 160L656 190L608 196Z'],
      ['g', 'M140 196L250 196L250 268L140 268Z'],
      ['g', 'M384 196L474 196L474 262L384 262Z'],
      ['pd', 'M290 196L350 196L350 418L290 418Z'],
      ['g', 'M302 210L338 210L338 262L302 262Z'],
      ['ln', 'M548 230L548 424M654 308Q664 370 654 424'],
      ['t', 'M562 322h22v7h-22z'],
      ['t', 'M150 128h60v12h-60zM400 126h84v14h-84z'],
      ['hl', 'M112 152L620 152'],
      ['l', 'M690 322Q708 326 712 340L690 338Z'],
      ['r', 'M92 366L100 366L100 396L92 396Z'],
      ['t', 'M650 300l22-6l4 14l-20 4Z'],
      ['t2', 'M94 410h100v22h-100zM660 410h54v22h-54z'],
    ],
    extent: [86, 724],
  },
  campervan: {
    label: 'Campervan',
    style: 'steel',
    wheels: [
      { x: 232, r: 44, sill: 436 },
      { x: 576, r: 44, sill: 436 },
    ],
    body: [
      ['can', 'M162 212L172 162L500 162L530 212Z'],
      ['g', 'M258 174L382 174L382 200L258 200Z'],
      ['p', 'M150 166L166 150L512 150L534 166Z'],
      ['p', 'M122 428L120 230Q122 210 146 210L520 210Q548 212 566 236L626 306Q680 318 688 342L690 428Q688 436 676 436L134 436Q122 436 122 428Z'],
      ['w', 'M120 330L690 330L690 348L120 348Z'],
      ['g', 'M150 236L300 236L300 302L150 302Z'],
      ['g', 'M330 236L430 236L430 302L330 302Z'],
      ['g', 'M470 232L530 232Q548 234 560 250L602 304L470 304Z'],
      ['ln', 'M316 222L316 430M456 222L456 430M602 306Q614 370 602 430'],
      ['t', 'M316 312L456 312L456 316L316 316Z'],
      ['t', 'M480 318h22v7h-22z'],
      ['hl', 'M140 222L520 222'],
      ['l', 'M664 320Q686 326 690 342L664 340Z'],
      ['r', 'M120 350L130 350L130 380L120 380Z'],
      ['t', 'M582 302l22-6l4 14l-20 4Z'],
      ['t2', 'M120 414h60v14h-60zM640 414h50v14h-50z'],
    ],
    extent: [110, 700],
  },
  'camper-trailer': {
    label: 'Camper trailer',
    style: 'knobby',
    wheels: [{ x: 380, r: 46, sill: 404 }],
    body: [
      ['t', 'M560 398L722 420L722 430L560 414Z'],
      ['t', 'M712 410h28v20h-28z'],
      ['t', 'M658 404h8v36h-8z'],
      ['pd', 'M580 338h30v62h-30zM616 338h28v62h-28z'],
      ['can', 'M210 290L214 236Q216 222 232 222L546 222Q562 222 564 236L566 290Z'],
      ['t', 'M300 222h10v68h-10zM460 222h10v68h-10z'],
      ['p', 'M200 404L196 302Q196 290 210 290L560 290Q574 290 574 302L570 404Z'],
      ['c', 'M220 312h120v8h-120z'],
      ['t2', 'M196 380L574 380L572 404L200 404Z'],
      ['hl', 'M210 298L560 298'],
      ['r', 'M196 320L204 320L204 350L196 350Z'],
    ],
    over: [
      ['t', 'M318 366Q380 328 442 366L434 374Q380 342 326 374Z'],
      ['t', circle(662, 446, 12)],
    ],
    extent: [186, 746],
  },

  // Trucks: long chassis, cab on the right.
  'prime-mover': {
    label: 'Prime mover',
    style: 'truck',
    wheels: [
      { x: 210, r: 50 },
      { x: 318, r: 50 },
      { x: 628, r: 50, sill: 392 },
    ],
    body: [
      ['t', 'M110 372L700 372L700 392L110 392Z'],
      ['t2', 'M200 352L360 352L360 372L200 372Z'],
      ['c', 'M396 380L396 118L406 118L406 380Z'],
      ['p', 'M412 392L412 186Q412 170 428 170L560 170Q576 170 580 186L590 250L608 252L640 262Q700 268 724 290L732 330L732 392Z'],
      ['g', 'M540 196L572 196L584 250L540 250Z'],
      ['g', 'M440 200L486 200L486 228L440 228Z'],
      ['ln', 'M530 188L530 388M596 256Q606 320 596 388'],
      ['c', 'M436 338L530 338Q542 338 542 358Q542 378 530 378L436 378Q424 378 424 358Q424 338 436 338Z'],
      ['c', 'M612 254h18v70h-18z'],
      ['c', 'M722 286L734 290L734 360L722 360Z'],
      ['c', 'M696 362L742 362L742 394L696 394Z'],
      ['l', 'M698 304L718 302L718 318L698 318Z'],
      ['a', 'M588 180h10v8h-10z'],
      ['hl', 'M420 260L590 258M608 262L700 274'],
      ['t', 'M150 380h14v66h-14z'],
      ['t', 'M154 346Q210 330 268 346L268 356Q210 342 154 356ZM262 346Q318 330 374 346L374 356Q318 342 262 356Z'],
    ],
    extent: [110, 750],
  },
  rigid: {
    label: 'Rigid truck',
    style: 'truck',
    wheels: [
      { x: 250, r: 48, sill: 404 },
      { x: 610, r: 48, sill: 404 },
    ],
    body: [
      ['t', 'M90 372L700 372L700 392L90 392Z'],
      ['w', 'M80 376L80 152Q80 144 88 144L494 144Q502 144 502 152L502 376Z'],
      ['p', 'M80 344L502 344L502 376L80 376ZM80 144L502 144L502 164L80 164Z'],
      ['ln', 'M96 164L96 344M486 164L486 344'],
      ['p', 'M512 404L512 176Q514 154 538 154L640 154Q676 156 684 184L702 300L704 404Z'],
      ['g', 'M600 168Q640 168 664 176L684 264L600 264Z'],
      ['g', 'M530 176L588 176L588 264L530 264Z'],
      ['ln', 'M596 168L596 396'],
      ['t', 'M616 284h22v7h-22z'],
      ['t2', 'M690 330L706 330L706 344L690 344ZM690 350L706 350L706 364L690 364Z'],
      ['t', 'M684 384L714 384L714 414L684 414Z'],
      ['l', 'M692 306L706 306L706 324L692 324Z'],
      ['t', 'M512 376h14v30h-14z'],
      ['hl', 'M520 190L680 190'],
      ['r', 'M80 352L88 352L88 370L80 370Z'],
    ],
    extent: [80, 720],
  },
  'cab-chassis': {
    label: 'Cab-chassis truck',
    style: 'truck',
    wheels: [
      { x: 250, r: 48, sill: 404 },
      { x: 610, r: 48, sill: 404 },
    ],
    body: [
      ['t', 'M90 372L700 372L700 392L90 392Z'],
      ['t2', 'M80 350L504 350L504 372L80 372Z'],
      ['c', 'M80 314L480 314L480 350L80 350Z'],
      ['ln', 'M180 318L180 348M280 318L280 348M380 318L380 348'],
      ['t2', 'M480 214L504 214L504 350L480 350Z'],
      ['t2', 'M480 214L504 214L504 224L480 224ZM484 240h16v4h-16zM484 262h16v4h-16zM484 284h16v4h-16z'],
      ['p', 'M512 404L512 176Q514 154 538 154L640 154Q676 156 684 184L702 300L704 404Z'],
      ['g', 'M600 168Q640 168 664 176L684 264L600 264Z'],
      ['g', 'M530 176L588 176L588 264L530 264Z'],
      ['ln', 'M596 168L596 396'],
      ['t', 'M616 284h22v7h-22z'],
      ['t2', 'M690 330L706 330L706 344L690 344ZM690 350L706 350L706 364L690 364Z'],
      ['t', 'M684 384L714 384L714 414L684 414Z'],
      ['l', 'M692 306L706 306L706 324L692 324Z'],
      ['t', 'M512 376h14v30h-14z'],
      ['hl', 'M520 190L680 190'],
      ['r', 'M80 356L88 356L88 370L80 370Z'],
    ],
    extent: [80, 720],
  },
  tipper: {
    label: 'Tipper truck',
    style: 'truck',
    wheels: [
      { x: 196, r: 46, sill: 404 },
      { x: 300, r: 46, sill: 404 },
      { x: 612, r: 48, sill: 404 },
    ],
    body: [
      ['t', 'M80 372L700 372L700 392L80 392Z'],
      ['c', 'M410 372L440 300L452 306L424 372Z'],
      ['p', 'M90 366L72 222L486 222L470 366Z'],
      ['pd', 'M66 214L494 214L494 228L66 228Z'],
      ['ln', 'M150 230L158 362M230 230L234 362M310 230L312 362M390 230L390 362'],
      ['pd', 'M486 180L506 180L500 366L470 366Z'],
      ['p', 'M512 404L512 176Q514 154 538 154L640 154Q676 156 684 184L702 300L704 404Z'],
      ['g', 'M600 168Q640 168 664 176L684 264L600 264Z'],
      ['g', 'M530 176L588 176L588 264L530 264Z'],
      ['ln', 'M596 168L596 396'],
      ['t', 'M616 284h22v7h-22z'],
      ['t2', 'M690 330L706 330L706 344L690 344ZM690 350L706 350L706 364L690 364Z'],
      ['t', 'M684 384L714 384L714 414L684 414Z'],
      ['l', 'M692 306L706 306L706 324L692 324Z'],
      ['hl', 'M90 236L480 236M520 190L680 190'],
      ['r', 'M80 376L90 376L90 390L80 390Z'],
    ],
    extent: [66, 720],
  },
} as const satisfies Record<string, Silhouette>;

export type CarBody = keyof typeof BODIES;
export const CAR_BODIES = Object.keys(BODIES) as CarBody[];
const DEFAULT_BODY: CarBody = 'sedan';

export function isCarBody(value: string): value is CarBody {
  return Object.hasOwn(BODIES, value);
}

export function isCarColour(value: string): value is CarColour {
  return Object.hasOwn(COLOURS, value);
}

/** A table key for any stock body text; unknown bodies are drawn as a sedan. */
export function carBodyOf(body: string | null | undefined): CarBody {
  const key = (body ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');
  return isCarBody(key) ? key : DEFAULT_BODY;
}

/** A table key for any stock colour text; unknown colours are drawn grey. */
export function carColourOf(colour: string | null | undefined): CarColour {
  const key = (colour ?? '').trim().toLowerCase();
  if (isCarColour(key)) return key;
  return COLOUR_ALIASES[key] ?? DEFAULT_COLOUR;
}

/** Views run 1..12; any other number wraps into that range so a long gallery still varies. */
export function carViewOf(view: number): number {
  if (!Number.isFinite(view)) return 1;
  const whole = Math.trunc(view);
  return ((((whole - 1) % CAR_VIEWS) + CAR_VIEWS) % CAR_VIEWS) + 1;
}

/** The URL of a generated photo, always one the media route accepts. */
export function carImagePath(body: string | null | undefined, colour: string | null | undefined, view: number): string {
  return `/media/cars/${carBodyOf(body)}/${carColourOf(colour)}/${carViewOf(view)}.svg`;
}

// ---------------------------------------------------------------------------------------------
// Wheels

function wheel(style: WheelStyle, x: number, r: number): string {
  const cy = GROUND - r;
  const tyre = `<circle cx="${x}" cy="${cy}" r="${r}" class="ty"/>`;
  switch (style) {
    case 'spoke':
    case 'knobby': {
      const rim = r - (style === 'knobby' ? 12 : 9);
      const spokes = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `M${x} ${cy}L${round(x + rim * Math.cos(a))} ${round(cy + rim * Math.sin(a))}`;
      }).join('');
      const knobs = style === 'knobby' ? `<circle cx="${x}" cy="${cy}" r="${r - 2}" class="kn"/>` : '';
      return `${tyre}${knobs}<circle cx="${x}" cy="${cy}" r="${rim}" class="rr"/><path d="${spokes}" class="sp"/><circle cx="${x}" cy="${cy}" r="9" class="hb"/>`;
    }
    case 'scooter':
      return `${tyre}<circle cx="${x}" cy="${cy}" r="${r - 12}" class="rm"/><circle cx="${x}" cy="${cy}" r="${r - 22}" class="dk"/><circle cx="${x}" cy="${cy}" r="7" class="hb"/>`;
    case 'steel':
    case 'truck': {
      const rim = r - 14;
      const count = style === 'truck' ? 8 : 5;
      const nuts = Array.from({ length: count }, (_, i) => {
        const a = (i * 2 * Math.PI) / count;
        return `<circle cx="${round(x + rim * 0.55 * Math.cos(a))}" cy="${round(cy + rim * 0.55 * Math.sin(a))}" r="2.5" class="nt"/>`;
      }).join('');
      return `${tyre}<circle cx="${x}" cy="${cy}" r="${rim}" class="rm"/><circle cx="${x}" cy="${cy}" r="${rim - 6}" class="rs"/><circle cx="${x}" cy="${cy}" r="${round(rim * 0.38)}" class="hb"/>${nuts}`;
    }
    case 'alloy': {
      const rim = r - 13;
      const spokes = Array.from({ length: 5 }, (_, i) => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        const side = 0.2;
        const p1 = polar(x, cy, 9, a - side * 2);
        const p2 = polar(x, cy, rim - 3, a - side / 2);
        const p3 = polar(x, cy, rim - 3, a + side / 2);
        const p4 = polar(x, cy, 9, a + side * 2);
        return `M${p1}L${p2}L${p3}L${p4}Z`;
      }).join('');
      return `${tyre}<circle cx="${x}" cy="${cy}" r="${rim}" class="dk"/><path d="${spokes}" class="rm"/><circle cx="${x}" cy="${cy}" r="${rim}" class="ri"/><circle cx="${x}" cy="${cy}" r="9" class="hb"/>`;
    }
  }
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function polar(cx: number, cy: number, r: number, angle: number): string {
  return `${round(cx + r * Math.cos(angle))} ${round(cy + r * Math.sin(angle))}`;
}

function arch({ x, r, sill }: Wheel): string {
  if (sill === undefined) return '';
  const R = r + 6;
  const cy = GROUND - r;
  return `<path d="M${x - R} ${sill}L${x - R} ${cy}A${R} ${R} 0 0 1 ${x + R} ${cy}L${x + R} ${sill}Z" class="ar"/>`;
}

function layers(list: readonly Layer[]): string {
  return list.map(([cls, d]) => `<path class="${cls}" d="${d}"/>`).join('');
}

function vehicle(shape: Silhouette): string {
  return (
    layers(shape.body) +
    shape.wheels.map(arch).join('') +
    shape.wheels.map((w) => wheel(shape.style, w.x, w.r)).join('') +
    layers(shape.over ?? [])
  );
}

function groundShadow(shape: Silhouette): string {
  const [left, right] = shape.extent;
  const cx = (left + right) / 2;
  const contact = shape.wheels
    .map((w) => `<ellipse cx="${w.x}" cy="${GROUND}" rx="${round(w.r * 0.9)}" ry="6" class="cs"/>`)
    .join('');
  return `<ellipse cx="${cx}" cy="${GROUND + 2}" rx="${round((right - left) / 2 + 30)}" ry="18" fill="url(#sh)"/>${contact}`;
}

// ---------------------------------------------------------------------------------------------
// Backdrops: each view is a scene plus a framing of the vehicle.

/** Each vehicle is scaled so its length fills about FIT_WIDTH pixels, up to MAX_FIT times its drawn size. */
const FIT_WIDTH = 680;
const MAX_FIT = 1.25;
/** Where the ground sits below the drawing's own GROUND line in the standard framing. */
const BASE_DROP = 30;

type Scene = 'studio' | 'day' | 'sunset' | 'showroom' | 'night' | 'wet' | 'coast' | 'city' | 'warm' | 'country';
type Framing = { scene: Scene; scale: number; dx: number; dy: number; flip: boolean; reflect: boolean };

const VIEWS: readonly Framing[] = [
  { scene: 'studio', scale: 1, dx: 0, dy: 0, flip: false, reflect: false },
  { scene: 'day', scale: 1, dx: 0, dy: 0, flip: true, reflect: false },
  { scene: 'studio', scale: 1.45, dx: -190, dy: 70, flip: false, reflect: false },
  { scene: 'sunset', scale: 0.95, dx: 0, dy: 0, flip: false, reflect: false },
  { scene: 'showroom', scale: 1, dx: 0, dy: 10, flip: true, reflect: true },
  { scene: 'night', scale: 1, dx: 0, dy: 0, flip: false, reflect: true },
  { scene: 'wet', scale: 1, dx: 0, dy: 0, flip: true, reflect: true },
  { scene: 'studio', scale: 1.45, dx: 190, dy: 70, flip: false, reflect: false },
  { scene: 'coast', scale: 0.9, dx: 0, dy: 0, flip: true, reflect: false },
  { scene: 'city', scale: 1, dx: 0, dy: 0, flip: false, reflect: false },
  { scene: 'warm', scale: 1.8, dx: -300, dy: 100, flip: false, reflect: false },
  { scene: 'country', scale: 0.8, dx: 0, dy: -10, flip: true, reflect: false },
];

type SceneStyle = { sky: readonly [string, string]; floor: readonly [string, string]; horizon: number; decor: string };

const SCENES: Record<Scene, SceneStyle> = {
  studio: {
    sky: ['#f4f6f8', '#dde2e7'],
    floor: ['#d3d9df', '#bcc4cc'],
    horizon: 400,
    decor: '<ellipse cx="400" cy="420" rx="380" ry="60" fill="#fff" opacity=".35"/>',
  },
  day: {
    sky: ['#7fbdf5', '#dcefff'],
    floor: ['#8f969c', '#6e757b'],
    horizon: 390,
    decor:
      '<path d="M0 390Q120 320 260 360T520 350T800 340V390H0Z" fill="#8fbf7a"/><path d="M0 390Q180 350 340 372T800 366V390H0Z" fill="#76a863"/>' +
      '<ellipse cx="150" cy="110" rx="70" ry="22" fill="#fff" opacity=".85"/><ellipse cx="600" cy="80" rx="90" ry="26" fill="#fff" opacity=".8"/>' +
      '<path d="M0 500H800" stroke="#f2f2f2" stroke-width="6" stroke-dasharray="60 40" opacity=".7"/>',
  },
  sunset: {
    sky: ['#f57f5b', '#ffd59a'],
    floor: ['#5b4a52', '#3d3238'],
    horizon: 400,
    decor:
      '<circle cx="560" cy="330" r="90" fill="#ffe9a8" opacity=".9"/>' +
      '<path d="M0 400Q160 340 300 380T620 360T800 370V400H0Z" fill="#7b4e5c" opacity=".8"/>',
  },
  showroom: {
    sky: ['#f7f1e8', '#e8dfd2'],
    floor: ['#efe9e1', '#d6cec3'],
    horizon: 380,
    decor:
      '<path d="M0 60H800M0 380H800" stroke="#d9cfc1" stroke-width="4"/>' +
      '<path d="M120 60V380M280 60V380M440 60V380M600 60V380M760 60V380" stroke="#e3dace" stroke-width="10"/>' +
      '<path d="M0 470H800M0 540H800M100 380L40 600M300 380L280 600M500 380L520 600M700 380L760 600" stroke="#cbc2b6" stroke-width="2"/>',
  },
  night: {
    sky: ['#141b2e', '#33405f'],
    floor: ['#262b36', '#161a22'],
    horizon: 400,
    decor:
      '<ellipse cx="400" cy="250" rx="260" ry="300" fill="#fff" opacity=".07"/><ellipse cx="400" cy="450" rx="340" ry="70" fill="#fff" opacity=".08"/>' +
      '<circle cx="120" cy="80" r="2" fill="#fff"/><circle cx="300" cy="50" r="1.5" fill="#fff"/><circle cx="680" cy="90" r="2" fill="#fff"/><circle cx="560" cy="40" r="1.5" fill="#fff"/>',
  },
  wet: {
    sky: ['#9aa4ad', '#cfd5da'],
    floor: ['#5f666d', '#434a51'],
    horizon: 395,
    decor:
      '<path d="M0 395L0 330Q200 300 400 320T800 310V395Z" fill="#7d868e"/>' +
      '<path d="M0 560H800" stroke="#cfd5da" stroke-width="4" stroke-dasharray="80 50" opacity=".5"/>',
  },
  coast: {
    sky: ['#8fd0f0', '#e8f7ff'],
    floor: ['#e6d3a8', '#d4bd8a'],
    horizon: 380,
    decor:
      '<path d="M0 330H800V380H0Z" fill="#2f8fbf"/><path d="M0 330H800" stroke="#bfe6f7" stroke-width="3"/>' +
      '<circle cx="680" cy="100" r="40" fill="#fff7c2"/>',
  },
  city: {
    sky: ['#b9c8d8', '#e5ecf2'],
    floor: ['#7d848a', '#5f666c'],
    horizon: 390,
    decor:
      '<path d="M0 390V250H70V210H130V290H190V170H260V260H320V200H380V300H430V150H500V240H560V190H630V280H690V220H760V260H800V390Z" fill="#9fb0c0"/>' +
      '<path d="M0 390V300H90V270H160V320H240V280H300V330H380V290H470V320H540V270H620V310H700V290H800V390Z" fill="#8698aa"/>',
  },
  warm: {
    sky: ['#3b3a40', '#5a5660'],
    floor: ['#4a464d', '#2e2b31'],
    horizon: 420,
    decor: '<ellipse cx="400" cy="300" rx="380" ry="260" fill="#ffcf8a" opacity=".16"/>',
  },
  country: {
    sky: ['#a7d3f2', '#f1f8ff'],
    floor: ['#b59c72', '#9a815b'],
    horizon: 400,
    decor:
      '<path d="M0 400Q200 300 420 350T800 320V400Z" fill="#86ab62"/><path d="M0 400Q260 360 520 380T800 372V400Z" fill="#6f9650"/>' +
      '<circle cx="110" cy="340" r="26" fill="#4e7a3b"/><rect x="107" y="350" width="6" height="40" fill="#5b4630"/>' +
      '<circle cx="700" cy="330" r="32" fill="#4e7a3b"/><rect x="697" y="345" width="6" height="45" fill="#5b4630"/>',
  },
};

function backdrop(style: SceneStyle): string {
  return (
    `<rect width="800" height="${style.horizon}" fill="url(#sky)"/>` +
    `<rect y="${style.horizon}" width="800" height="${600 - style.horizon}" fill="url(#floor)"/>` +
    style.decor
  );
}

function defs(paint: Paint, scene: SceneStyle, groundY: number): string {
  return (
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.floor[0]}"/><stop offset="1" stop-color="${scene.floor[1]}"/></linearGradient>` +
    `<linearGradient id="pg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint.light}"/><stop offset=".45" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>` +
    '<linearGradient id="gg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d7286"/><stop offset=".5" stop-color="#2a3744"/><stop offset="1" stop-color="#1b242d"/></linearGradient>' +
    '<linearGradient id="cg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset=".5" stop-color="#a9b1b9"/><stop offset="1" stop-color="#6d757d"/></linearGradient>' +
    '<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>' +
    `<mask id="rm"><rect y="${groundY}" width="800" height="${600 - groundY}" fill="url(#fade)"/></mask>` +
    '</defs>'
  );
}

function styles(paint: Paint): string {
  return (
    '<style>' +
    `.p{fill:url(#pg);stroke:${paint.dark};stroke-width:2;stroke-linejoin:round}` +
    `.pd{fill:${paint.dark}}` +
    '.g{fill:url(#gg)}' +
    '.t{fill:#24272b}.t2{fill:#4b5159}.c{fill:url(#cg)}.w{fill:#f3f4f1}.can{fill:#7a7262}' +
    '.l{fill:#f6f9fc;stroke:#9aa4ae;stroke-width:1.5}.r{fill:#d3202e}.a{fill:#f4a224}' +
    `.ln{fill:none;stroke:${paint.dark};stroke-width:2.5;stroke-linecap:round;opacity:.7}` +
    '.hl{fill:none;stroke:#fff;stroke-width:3;stroke-linecap:round;opacity:.35}' +
    '.fr{fill:none;stroke:#2a2e33;stroke-width:12;stroke-linecap:round;stroke-linejoin:round}' +
    `.fp{fill:none;stroke:${paint.dark};stroke-width:8;stroke-linecap:round;stroke-linejoin:round}` +
    '.fk{fill:none;stroke:#a9b1b9;stroke-width:11;stroke-linecap:round}' +
    '.ty{fill:#1c1e21}.kn{fill:none;stroke:#2c2f33;stroke-width:5;stroke-dasharray:6 5}' +
    '.rm{fill:url(#cg)}.rs{fill:#8b939b}.ri{fill:none;stroke:#c9d0d6;stroke-width:3}.dk{fill:#2e3237}' +
    '.rr{fill:none;stroke:#b7bec5;stroke-width:5}.sp{fill:none;stroke:#b7bec5;stroke-width:2}' +
    '.hb{fill:#d9dee3;stroke:#5d646b;stroke-width:2}.nt{fill:#5d646b}' +
    '.ar{fill:#121417}.cs{fill:#000;opacity:.35}' +
    '</style>'
  );
}

/**
 * A complete 800x600 SVG of `body` in `colour` for gallery photo `view` (1..12). Unknown bodies
 * fall back to a sedan and unknown colours to grey, so the output never depends on raw input.
 */
export function carSvg(body: string, colour: string, view: number): string {
  const bodyKey = carBodyOf(body);
  const colourKey = carColourOf(colour);
  const viewNumber = carViewOf(view);
  const shape: Silhouette = BODIES[bodyKey];
  const paint: Paint = COLOURS[colourKey];
  const framing = VIEWS[viewNumber - 1] ?? VIEWS[0]!; // carViewOf keeps the index in range
  const scene = SCENES[framing.scene];

  const [left, right] = shape.extent;
  const scale = round(framing.scale * Math.min(MAX_FIT, FIT_WIDTH / (right - left)) * 100) / 100;
  const centre = (left + right) / 2;
  const sx = framing.flip ? -scale : scale;
  const groundY = GROUND + BASE_DROP + framing.dy;
  const at = `translate(${400 + framing.dx} ${groundY})`;
  const place = `${at} scale(${sx} ${scale}) translate(${-centre} -${GROUND})`;
  const mirror = `${at} scale(${sx} ${-scale}) translate(${-centre} -${GROUND})`;
  const title = `${paint.label} ${shape.label.toLowerCase()}, photo ${viewNumber}`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-labelledby="title">` +
    `<title id="title">${title}</title>` +
    defs(paint, scene, groundY) +
    styles(paint) +
    backdrop(scene) +
    `<g transform="${place}">${groundShadow(shape)}</g>` +
    (framing.reflect ? `<g mask="url(#rm)"><g transform="${mirror}" opacity=".5"><use href="#vehicle"/></g></g>` : '') +
    `<g transform="${place}"><g id="vehicle">${vehicle(shape)}</g></g>` +
    '</svg>'
  );
}
