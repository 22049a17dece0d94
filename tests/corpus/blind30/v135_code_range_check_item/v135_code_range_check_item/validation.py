import torch


class InvalidCodesError(ValueError):
    pass


def check_codes(codes: torch.Tensor, num_codebooks: int, codebook_size: int) -> None:
    """Reject malformed code tensors coming from the LM before they hit the codec."""
    if codes.dim() != 3:
        raise InvalidCodesError(f"expected (B, K, T) codes, got {tuple(codes.shape)}")
    if codes.shape[1] != num_codebooks:
        raise InvalidCodesError(f"expected {num_codebooks} codebooks, got {codes.shape[1]}")
    _check_range(codes, codebook_size)


def _check_range(codes: torch.Tensor, codebook_size: int) -> None:
    hi = int(codes.max())
    lo = int(codes.min())
    if lo < 0 or hi >= codebook_size:
        raise InvalidCodesError(f"code ids out of range [{lo}, {hi}] for size {codebook_size}")
