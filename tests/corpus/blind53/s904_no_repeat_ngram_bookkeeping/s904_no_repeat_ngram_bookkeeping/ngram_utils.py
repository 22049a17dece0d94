from typing import Dict, List, Tuple

import torch


def _get_ngrams(ngram_size: int, prev_input_ids: torch.Tensor, num_hypos: int) -> List[Dict[Tuple[int, ...], List[int]]]:
    generated_ngrams: List[Dict[Tuple[int, ...], List[int]]] = [{} for _ in range(num_hypos)]
    for idx in range(num_hypos):
        gen_tokens = prev_input_ids[idx].tolist()
        generated_ngram = generated_ngrams[idx]
        for ngram in zip(*[gen_tokens[i:] for i in range(ngram_size)]):
            prev_ngram_tuple = tuple(ngram[:-1])
            generated_ngram[prev_ngram_tuple] = generated_ngram.get(prev_ngram_tuple, []) + [ngram[-1]]
    return generated_ngrams


def _get_generated_ngrams(banned_ngrams, prev_input_ids: torch.Tensor, ngram_size: int, cur_len: int) -> List[int]:
    start_idx = cur_len + 1 - ngram_size
    ngram_idx = tuple(prev_input_ids[start_idx:cur_len].tolist())
    return banned_ngrams.get(ngram_idx, [])


@torch.compiler.disable
def calc_banned_ngram_tokens(ngram_size: int, prev_input_ids: torch.Tensor, num_hypos: int, cur_len: int) -> List[List[int]]:
    if cur_len + 1 < ngram_size:
        return [[] for _ in range(num_hypos)]
    generated_ngrams = _get_ngrams(ngram_size, prev_input_ids, num_hypos)
    return [
        _get_generated_ngrams(generated_ngrams[hypo_idx], prev_input_ids[hypo_idx], ngram_size, cur_len)
        for hypo_idx in range(num_hypos)
    ]


def banned_tokens_to_mask(banned: List[List[int]], vocab_size: int, device) -> torch.Tensor:
    mask = torch.zeros(len(banned), vocab_size, dtype=torch.bool, device=device)
    for i, toks in enumerate(banned):
        if toks:
            mask[i, toks] = True
    return mask
