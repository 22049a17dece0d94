import torch


def get_pack_shifts(num_bits: int, device: torch.device) -> torch.Tensor:
    pack_factor = 32 // num_bits
    return torch.arange(0, 32, num_bits, dtype=torch.int32, device=device)[:pack_factor]


def unpack_cols(packed: torch.Tensor, num_bits: int) -> torch.Tensor:
    """[rows, cols // pack] int32 -> [rows, cols] int32."""
    shifts = get_pack_shifts(num_bits, packed.device)
    mask = (1 << num_bits) - 1
    unpacked = (packed.unsqueeze(-1) >> shifts) & mask
    return unpacked.reshape(packed.shape[0], -1)


def unpack_rows(packed: torch.Tensor, num_bits: int) -> torch.Tensor:
    """[rows // pack, cols] int32 -> [rows, cols] int32."""
    shifts = get_pack_shifts(num_bits, packed.device)
    mask = (1 << num_bits) - 1
    unpacked = (packed.unsqueeze(1) >> shifts.view(1, -1, 1)) & mask
    return unpacked.reshape(-1, packed.shape[-1])


def has_trivial_g_idx(g_idx: torch.Tensor, group_size: int) -> bool:
    expected = torch.arange(g_idx.numel(), device=g_idx.device, dtype=g_idx.dtype) // group_size
    return torch.equal(g_idx, expected)


def sort_g_idx(g_idx: torch.Tensor):
    sort_indices = torch.argsort(g_idx).to(torch.int)
    return g_idx[sort_indices], sort_indices


def dequantize_gptq(
    qweight: torch.Tensor,
    qzeros: torch.Tensor,
    scales: torch.Tensor,
    g_idx: torch.Tensor,
    num_bits: int,
) -> torch.Tensor:
    weight = unpack_rows(qweight, num_bits)
    zeros = unpack_cols(qzeros, num_bits)
    g = g_idx.long()
    return (weight - zeros[g]).to(scales.dtype) * scales[g]
