import contextlib
import logging
from typing import Iterator, Type, TypeVar

import torch
from torch import nn

logger = logging.getLogger(__name__)

M = TypeVar("M", bound=nn.Module)

_STR_DTYPE = {
    "float16": torch.float16,
    "half": torch.float16,
    "bfloat16": torch.bfloat16,
    "float32": torch.float32,
    "float": torch.float32,
}


@contextlib.contextmanager
def set_default_torch_dtype(dtype: torch.dtype) -> Iterator[None]:
    """Sets the default torch dtype to the given dtype."""
    old_dtype = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        yield
    finally:
        torch.set_default_dtype(old_dtype)


def resolve_model_dtype(config_dtype: str) -> torch.dtype:
    if config_dtype != "auto":
        return _STR_DTYPE[config_dtype]
    if torch.cuda.is_available() and torch.cuda.is_bf16_supported():
        logger.info("Using bfloat16 for model weights.")
        return torch.bfloat16
    logger.info("bfloat16 unsupported on this device; falling back to float32.")
    return torch.float32


def initialize_model(model_cls: Type[M], config) -> M:
    dtype = resolve_model_dtype(config.torch_dtype)
    with set_default_torch_dtype(dtype):
        model = model_cls(config)
    return model.eval()
