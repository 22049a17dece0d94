import torch

from .device_utils import cdiv, get_num_sms, next_power_of_2
from .jit import jit


@jit
def _softcap_kernel(logits, out, n_rows, n_cols, softcap, *, grid, BLOCK_M, BLOCK_N):
    # every persistent program walks rows pid, pid + num_programs, ...; the
    # interpreter executes all of them at once.
    out.copy_(torch.tanh(logits / softcap) * softcap)


def softcap_logits(logits: torch.Tensor, softcap: float) -> torch.Tensor:
    n_rows, n_cols = logits.shape
    out = torch.empty_like(logits)
    BLOCK_N = next_power_of_2(n_cols)

    def grid(meta):
        return (min(get_num_sms(), cdiv(n_rows, meta["BLOCK_M"])),)

    _softcap_kernel[grid](logits, out, n_rows, n_cols, softcap, BLOCK_M=4, BLOCK_N=BLOCK_N)
    return out
