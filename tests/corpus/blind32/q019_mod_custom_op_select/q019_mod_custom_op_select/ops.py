"""Token selection as a custom op.

The reference implementation builds the skip mask on the host (it mirrors the
CUDA kernel, which writes a per-sequence bitmap); registering it as a custom op
keeps it opaque to the compiler.
"""
import torch


@torch.library.custom_op("corpus_q019::select_tokens", mutates_args=())
def select_tokens(scores: torch.Tensor, capacity: int) -> torch.Tensor:
    rows = scores.detach().cpu().tolist()
    mask = torch.zeros(scores.shape, dtype=torch.bool)
    for b, row in enumerate(rows):
        order = sorted(range(len(row)), key=row.__getitem__, reverse=True)
        for t in order[:capacity]:
            mask[b, t] = True
    return mask.to(scores.device)


@select_tokens.register_fake
def _(scores: torch.Tensor, capacity: int) -> torch.Tensor:
    return torch.empty(scores.shape, dtype=torch.bool, device=scores.device)
