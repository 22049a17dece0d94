import torch

FP4_BLOCK = 16
E2M1_VALUES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)
E2M1_MAX = 6.0


def _e2m1_table(device=None) -> torch.Tensor:
    pos = torch.tensor(E2M1_VALUES, dtype=torch.float32, device=device)
    return torch.cat([pos, -pos])


def quantize_to_nvfp4(w: torch.Tensor):
    out_f, in_f = w.shape
    blocks = w.reshape(out_f, in_f // FP4_BLOCK, FP4_BLOCK)
    block_scale = (blocks.abs().amax(dim=-1, keepdim=True) / E2M1_MAX).clamp(min=1e-8)
    scaled = blocks / block_scale
    table = _e2m1_table()
    codes = (scaled.unsqueeze(-1) - table).abs().argmin(dim=-1).to(torch.uint8)
    codes = codes.reshape(out_f, in_f)
    packed = codes[:, 0::2] | (codes[:, 1::2] << 4)
    return packed, block_scale.squeeze(-1).to(torch.float32)


def dequantize_nvfp4(packed: torch.Tensor, block_scale: torch.Tensor) -> torch.Tensor:
    lo = packed & 0xF
    hi = packed >> 4
    codes = torch.stack([lo, hi], dim=-1).reshape(packed.shape[0], -1).long()
    vals = _e2m1_table(packed.device)[codes]
    vals = vals.reshape(packed.shape[0], -1, FP4_BLOCK) * block_scale.unsqueeze(-1)
    return vals.reshape(packed.shape[0], -1)
