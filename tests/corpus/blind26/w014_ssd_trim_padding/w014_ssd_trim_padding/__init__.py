from .ssd import ssd_chunked, segsum
from .layer import Mamba2Layer, prefill_step
