"""No-repeat-ngram ban as an opaque custom op: the Python loop runs outside
the graph; the compiler only sees the op and its fake implementation."""
import torch


@torch.library.custom_op("corpus_s149::ngram_ban_mask", mutates_args=())
def ngram_ban_mask(history: torch.Tensor, vocab: int, n: int) -> torch.Tensor:
    rows = history.tolist()
    mask = torch.zeros(len(rows), vocab, dtype=torch.bool, device=history.device)
    cur = history.shape[1]
    if cur + 1 < n:
        return mask
    for b, row in enumerate(rows):
        seen = {}
        for i in range(cur - n + 1):
            seen.setdefault(tuple(row[i : i + n - 1]), set()).add(row[i + n - 1])
        for tok in seen.get(tuple(row[cur - n + 1 :]), ()):
            mask[b, tok] = True
    return mask


@ngram_ban_mask.register_fake
def _(history, vocab, n):
    return history.new_empty((history.shape[0], vocab), dtype=torch.bool)
