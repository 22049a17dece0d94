"""Helpers that build per-request bookkeeping tensors on the host."""
import torch


@torch.compiler.disable
def build_seen_token_mask(output_ids: torch.Tensor, vocab_size: int, pad_token_id: int) -> torch.Tensor:
    mask = torch.zeros(output_ids.shape[0], vocab_size, dtype=torch.bool)
    for row, ids in enumerate(output_ids.tolist()):
        seen = {t for t in ids if t != pad_token_id}
        if seen:
            mask[row, sorted(seen)] = True
    return mask


def pad_to_multiple(x: torch.Tensor, multiple: int, value: int) -> torch.Tensor:
    rem = x.shape[-1] % multiple
    if rem == 0:
        return x
    return torch.nn.functional.pad(x, (0, multiple - rem), value=value)
