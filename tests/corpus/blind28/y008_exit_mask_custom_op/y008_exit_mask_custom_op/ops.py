"""Host-side patience counter, exposed as an opaque custom op.

PABEE-style patience: a sample exits once its prediction has been stable for
`patience` consecutive layers. The counter update is done in plain Python on
the host (it mirrors the scheduler's bookkeeping), so it is wrapped as a
custom op that the compiler treats as a black box.
"""
import torch


@torch.library.custom_op("corpus_y008::patience_update", mutates_args=())
def patience_update(prev_pred: torch.Tensor, pred: torch.Tensor, counter: torch.Tensor, patience: int) -> torch.Tensor:
    out = counter.clone()
    same = (prev_pred == pred).tolist()
    for i, stable in enumerate(same):
        if stable:
            out[i] = min(int(out[i].item()) + 1, patience)
        else:
            out[i] = 0
    return out


@patience_update.register_fake
def _(prev_pred, pred, counter, patience):
    return torch.empty_like(counter)
