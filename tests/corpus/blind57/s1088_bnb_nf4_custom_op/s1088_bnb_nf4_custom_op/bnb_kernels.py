import functools
import importlib.util
import logging

import numpy as np
import torch

from .custom_op import direct_register_custom_op

logger = logging.getLogger(__name__)

NF4_CODE = np.array(
    [
        -1.0, -0.6961928009986877, -0.5250730514526367, -0.39491748809814453,
        -0.28444138169288635, -0.18477343022823334, -0.09105003625154495, 0.0,
        0.07958029955625534, 0.16093020141124725, 0.24611230194568634, 0.33791524171829224,
        0.44070982933044434, 0.5626170039176941, 0.7229568362236023, 1.0,
    ],
    dtype=np.float32,
)


@functools.cache
def _bnb_backend():
    if importlib.util.find_spec("bitsandbytes") is None:
        logger.info("bitsandbytes is not installed, using the reference NF4 dequantizer")
        return None
    import bitsandbytes.functional as bnb_F

    return bnb_F


def _dequantize_nf4_reference(packed: torch.Tensor, absmax: torch.Tensor, out_features: int, blocksize: int) -> torch.Tensor:
    raw = packed.cpu().numpy().astype(np.uint8)
    idx = np.stack([raw >> 4, raw & 0x0F], axis=-1).reshape(-1)
    values = NF4_CODE[idx].reshape(-1, blocksize) * absmax.cpu().numpy().reshape(-1, 1)
    return torch.from_numpy(values.reshape(out_features, -1).copy())


def _apply_bnb_4bit(x: torch.Tensor, weight: torch.Tensor, absmax: torch.Tensor, out_features: int, blocksize: int) -> torch.Tensor:
    backend = _bnb_backend()
    if backend is None:
        w = _dequantize_nf4_reference(weight, absmax, out_features, blocksize).to(x.dtype)
    else:
        w = backend.dequantize_4bit(weight, absmax=absmax, blocksize=blocksize, quant_type="nf4").to(x.dtype)
    return x @ w.t()


def _apply_bnb_4bit_fake(x: torch.Tensor, weight: torch.Tensor, absmax: torch.Tensor, out_features: int, blocksize: int) -> torch.Tensor:
    return x.new_empty(*x.shape[:-1], out_features)


direct_register_custom_op("apply_bnb_4bit", _apply_bnb_4bit, fake_impl=_apply_bnb_4bit_fake)
