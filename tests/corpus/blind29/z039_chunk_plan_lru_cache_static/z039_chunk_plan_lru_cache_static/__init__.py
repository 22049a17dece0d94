from .planning import chunk_plan
from .prefill import ChunkedPrefill, prefill_step
