import functools
import os

import torch

_DTYPES = {"fp32": torch.float32, "bf16": torch.bfloat16, "fp16": torch.float16}


@functools.lru_cache(maxsize=None)
def grad_accum_dtype() -> torch.dtype:
    """Accumulation dtype for the running loss; override with TRAIN_ACCUM_DTYPE."""
    return _DTYPES[os.environ.get("TRAIN_ACCUM_DTYPE", "fp32").lower()]


@functools.lru_cache(maxsize=None)
def average_tokens_across_micro_batches() -> bool:
    return os.environ.get("TRAIN_TOKEN_AVERAGE", "1") not in ("0", "false", "False")
