import functools
from typing import List

import torch

from . import envs
from .sampling_params import SamplingParams


@functools.lru_cache(maxsize=None)
def _logit_bias_clamp() -> float:
    return envs.VLLM_LOGIT_BIAS_CLAMP


def _apply_softcap(logits: torch.Tensor) -> torch.Tensor:
    softcap = envs.VLLM_FINAL_LOGIT_SOFTCAP
    if softcap > 0:
        logits = torch.tanh(logits / softcap) * softcap
    return logits


def _apply_request_biases(logits: torch.Tensor, params_list: List[SamplingParams]) -> torch.Tensor:
    vocab_size = logits.shape[-1]
    clamp = _logit_bias_clamp()
    for row, params in enumerate(params_list):
        for token_id, bias in params.clamped_logit_bias(clamp, vocab_size).items():
            logits[row, token_id] += bias
        for token_id in params.bad_words_token_ids:
            logits[row, token_id] = -float("inf")
    return logits


def _temperatures(logits: torch.Tensor, params_list: List[SamplingParams]) -> torch.Tensor:
    temps = [1.0 if p.is_greedy else p.temperature for p in params_list]
    return logits.new_tensor(temps).unsqueeze(1)


def apply_sampling_params(logits: torch.Tensor, params_list: List[SamplingParams]) -> torch.Tensor:
    logits = _apply_softcap(logits.float())
    logits = _apply_request_biases(logits, params_list)
    logits = logits / _temperatures(logits, params_list)
    return torch.log_softmax(logits, dim=-1)


apply_sampling_params_compiled = torch.compile(apply_sampling_params, fullgraph=True)
