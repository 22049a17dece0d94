import torch


def pack_uint4(codes: torch.Tensor) -> torch.Tensor:
    """[N, K] codes in [0, 16) -> [N, K // 2] uint8."""
    c = codes.to(torch.uint8)
    return c[:, 0::2] | (c[:, 1::2] << 4)


def unpack_uint4(packed: torch.Tensor) -> torch.Tensor:
    lo = packed & 0xF
    hi = packed >> 4
    return torch.stack([lo, hi], dim=-1).reshape(packed.shape[0], -1)


def quantize_w4_groupwise(w: torch.Tensor, group_size: int):
    n, k = w.shape
    g = w.view(n, k // group_size, group_size)
    wmin, wmax = g.amin(dim=-1, keepdim=True), g.amax(dim=-1, keepdim=True)
    scale = ((wmax - wmin) / 15.0).clamp(min=1e-8)
    zero = (-wmin / scale).round().clamp(0, 15)
    codes = (g / scale + zero).round().clamp(0, 15).view(n, k)
    return pack_uint4(codes), scale.squeeze(-1), zero.squeeze(-1)


def w4a16_gemm_ref(x, packed, scale, zero, group_size):
    codes = unpack_uint4(packed).to(x.dtype)
    n, k = codes.shape
    g = codes.view(n, k // group_size, group_size)
    w = ((g - zero.unsqueeze(-1)) * scale.unsqueeze(-1)).view(n, k)
    return x @ w.t()
