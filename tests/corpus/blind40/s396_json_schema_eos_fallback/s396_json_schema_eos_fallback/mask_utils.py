import torch


def unpack_vocab_mask(packed: torch.Tensor, vocab_size: int) -> torch.Tensor:
    """int32 words -> bool [batch, vocab] (True = allowed)."""
    shifts = torch.arange(32, dtype=torch.int32, device=packed.device)
    bits = (packed.unsqueeze(-1) >> shifts) & 1
    return bits.reshape(packed.shape[0], -1)[:, :vocab_size].bool()


def ensure_eos_reachable(allowed: torch.Tensor, eos_token_id: int) -> torch.Tensor:
    """A grammar that rejects every token would make sampling produce NaNs; let EOS through."""
    dead_rows = ~allowed.any(dim=-1)
    if dead_rows.any():
        allowed = allowed.clone()
        allowed[dead_rows, eos_token_id] = True
    return allowed
