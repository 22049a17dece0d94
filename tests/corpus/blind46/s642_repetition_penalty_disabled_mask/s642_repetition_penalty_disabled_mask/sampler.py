import torch

from .penalties import LOGITS_PROCESSOR_REGISTRY

SAMPLING_CONFIG = {
    "temperature": {"temperature": 0.7},
    "repetition_penalty": {"penalty": 1.15},
    "min_p": {"min_p": 0.05},
}

PROCESSORS = [LOGITS_PROCESSOR_REGISTRY[name](**kwargs) for name, kwargs in SAMPLING_CONFIG.items()]


def sample_step(logits: torch.Tensor, output_ids: torch.Tensor, cum_logprobs: torch.Tensor):
    for proc in PROCESSORS:
        logits = proc(logits, output_ids)
    logprobs = torch.log_softmax(logits, dim=-1)
    next_tokens = torch.argmax(logprobs, dim=-1)
    cum_logprobs = cum_logprobs + logprobs.gather(-1, next_tokens[:, None]).squeeze(-1)
    output_ids = torch.cat([output_ids, next_tokens[:, None]], dim=-1)
    return next_tokens, output_ids, cum_logprobs


step = torch.compile(sample_step, fullgraph=True)
