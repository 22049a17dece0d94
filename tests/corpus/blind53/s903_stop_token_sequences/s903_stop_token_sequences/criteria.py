from typing import Callable, Dict, List, Type

import torch

from .sampling_params import SamplingParams
from .token_utils import last_valid_token, tail_matches

CRITERIA_REGISTRY: Dict[str, Type["FinishCriteria"]] = {}


def register_criteria(name: str) -> Callable[[Type["FinishCriteria"]], Type["FinishCriteria"]]:
    def wrap(cls):
        CRITERIA_REGISTRY[name] = cls
        return cls

    return wrap


class FinishCriteria:
    def __init__(self, params: SamplingParams, prompt_len: int):
        self.params = params
        self.prompt_len = prompt_len

    def __call__(self, output_ids: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_criteria("length")
class FinishLength(FinishCriteria):
    def __call__(self, output_ids, lengths):
        return (lengths - self.prompt_len) >= self.params.max_new_tokens


@register_criteria("eos")
class FinishMatchedEos(FinishCriteria):
    def __init__(self, params, prompt_len):
        super().__init__(params, prompt_len)
        self.eos = torch.tensor(params.eos_token_ids, dtype=torch.long)

    def __call__(self, output_ids, lengths):
        if self.params.ignore_eos:
            return torch.zeros_like(lengths, dtype=torch.bool)
        last = last_valid_token(output_ids, lengths)
        hit = torch.isin(last, self.eos)
        return hit & ((lengths - self.prompt_len) >= self.params.min_new_tokens)


@register_criteria("stop_sequence")
class FinishMatchedStopSequence(FinishCriteria):
    def __call__(self, output_ids, lengths):
        batch_size = output_ids.shape[0]
        rows: List[bool] = []
        for b in range(batch_size):
            n = output_ids.shape[1]
            rows.append(any(tail_matches(output_ids[b], n, seq) for seq in self.params.stop_token_sequences))
        return torch.tensor(rows, dtype=torch.bool, device=output_ids.device)


def build_criteria(params: SamplingParams, prompt_len: int, names=("length", "eos", "stop_sequence")):
    params = params.normalize()
    out = []
    for name in names:
        if name == "stop_sequence" and not params.stop_token_sequences:
            continue
        out.append(CRITERIA_REGISTRY[name](params, prompt_len))
    return out
