"""E2M1 (FP4) helpers shared by the reference NVFP4 kernels."""
import torch

FLOAT4_E2M1_MAX = 6.0
FLOAT8_E4M3_MAX = 448.0
NVFP4_BLOCK_SIZE = 16

_E2M1_VALUES = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]
_E2M1_MIDPOINTS = [0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0]


def e2m1_lut(device=None) -> torch.Tensor:
    pos = torch.tensor(_E2M1_VALUES, device=device)
    return torch.cat([pos, -pos])


def quantize_to_e2m1_codes(x: torch.Tensor) -> torch.Tensor:
    mids = torch.tensor(_E2M1_MIDPOINTS, device=x.device)
    mag = torch.bucketize(x.abs().clamp(max=FLOAT4_E2M1_MAX), mids).to(torch.uint8)
    sign = (x < 0).to(torch.uint8) << 3
    return mag | sign


def pack_nibbles(codes: torch.Tensor) -> torch.Tensor:
    lo, hi = codes[..., 0::2], codes[..., 1::2]
    return lo | (hi << 4)


def unpack_nibbles(packed: torch.Tensor) -> torch.Tensor:
    lo = packed & 0xF
    hi = packed >> 4
    return torch.stack([lo, hi], dim=-1).flatten(-2)
