from typing import Dict

import torch

SPECIAL_TOKEN_IDS = (0, 1, 2, 3)


@torch.library.custom_op("corpus_s1299::lexical_max_pool", mutates_args=())
def lexical_max_pool(token_weights: torch.Tensor, input_ids: torch.Tensor, vocab_size: int) -> torch.Tensor:
    out = torch.zeros(token_weights.shape[0], vocab_size, dtype=token_weights.dtype)
    for row, (weights, ids) in enumerate(zip(token_weights.cpu(), input_ids.cpu())):
        best: Dict[int, float] = {}
        for w, tok in zip(weights.tolist(), ids.tolist()):
            if tok in SPECIAL_TOKEN_IDS or w <= 0.0:
                continue
            if w > best.get(tok, 0.0):
                best[tok] = w
        if best:
            idx = torch.tensor(list(best.keys()), dtype=torch.long)
            out[row, idx] = torch.tensor(list(best.values()), dtype=token_weights.dtype)
    return out.to(token_weights.device)


@lexical_max_pool.register_fake
def _(token_weights: torch.Tensor, input_ids: torch.Tensor, vocab_size: int) -> torch.Tensor:
    return token_weights.new_empty(token_weights.shape[0], vocab_size)
