import numpy as np
import torch


@torch.library.custom_op("corpus_s798::dequant_int4", mutates_args=())
def dequant_int4(qweight: torch.Tensor, scales: torch.Tensor, group_size: int) -> torch.Tensor:
    packed = qweight.cpu().numpy().astype(np.uint8)
    low = packed & 0x0F
    high = packed >> 4
    unpacked = np.stack([low, high], axis=-1).reshape(packed.shape[0], -1).astype(np.float32) - 8.0
    groups = unpacked.shape[1] // group_size
    s = scales.cpu().numpy().reshape(scales.shape[0], groups, 1)
    w = unpacked.reshape(unpacked.shape[0], groups, group_size) * s
    return torch.from_numpy(w.reshape(unpacked.shape)).to(device=scales.device, dtype=scales.dtype)


@dequant_int4.register_fake
def _(qweight: torch.Tensor, scales: torch.Tensor, group_size: int) -> torch.Tensor:
    return qweight.new_empty((qweight.shape[0], qweight.shape[1] * 2), dtype=scales.dtype)
