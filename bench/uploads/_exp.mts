import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { jpeg } from '../../tests/api/uploads/helpers';
const j = await jpeg(3000,2000);
console.log('concurrency', sharp.concurrency(), sharp.cache());
for (let i=0;i<2;i++){
let t=performance.now();
const d = await sharp(j).autoOrient().resize({width:1600,height:1600,fit:'inside',withoutEnlargement:true}).raw().toBuffer({resolveWithObject:true});
console.log('decode+resize', performance.now()-t);
for (const effort of [0,2,4]) { t=performance.now(); const o = await sharp(d.data,{raw:d.info}).webp({quality:80,effort}).toBuffer(); console.log('webp effort',effort, performance.now()-t, o.length);}
t=performance.now(); await sharp(d.data,{raw:d.info}).resize(400,400,{fit:'inside'}).webp({quality:72}).toBuffer(); console.log('thumb', performance.now()-t);
}
