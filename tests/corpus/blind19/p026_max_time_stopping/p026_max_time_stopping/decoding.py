"""One fused decode step: logits processing, token selection and stopping bookkeeping."""
import torch

from .generation import (
    EosTokenCriteria,
    GenerationConfig,
    LogitsProcessorList,
    MaxLengthCriteria,
    MaxTimeCriteria,
    StoppingCriteriaList,
    TemperatureLogitsWarper,
    TopKLogitsWarper,
)


def get_logits_processor(cfg: GenerationConfig) -> LogitsProcessorList:
    processors = LogitsProcessorList()
    if cfg.do_sample and cfg.temperature != 1.0:
        processors.append(TemperatureLogitsWarper(cfg.temperature))
    if cfg.do_sample and cfg.top_k:
        processors.append(TopKLogitsWarper(cfg.top_k))
    return processors


def get_stopping_criteria(cfg: GenerationConfig) -> StoppingCriteriaList:
    criteria = StoppingCriteriaList()
    if cfg.max_length is not None:
        criteria.append(MaxLengthCriteria(cfg.max_length))
    if cfg.max_time is not None:
        criteria.append(MaxTimeCriteria(cfg.max_time))
    if cfg.eos_token_id is not None:
        criteria.append(EosTokenCriteria(cfg.eos_token_id))
    return criteria


# Serving defaults: sampled, with a wall-clock budget per request.
generation_config = GenerationConfig(max_length=64, max_time=30.0, do_sample=True, temperature=0.7, top_k=8)
generation_config.validate()
LOGITS_PROCESSOR = get_logits_processor(generation_config)
STOPPING_CRITERIA = get_stopping_criteria(generation_config)


@torch.compile(fullgraph=True)
def decode_step(input_ids: torch.Tensor, next_token_logits: torch.Tensor, unfinished: torch.Tensor):
    scores = LOGITS_PROCESSOR(input_ids, next_token_logits)
    if generation_config.do_sample:
        probs = torch.softmax(scores, dim=-1)
        next_tokens = torch.multinomial(probs, num_samples=1).squeeze(1)
    else:
        next_tokens = torch.argmax(scores, dim=-1)
    next_tokens = next_tokens * unfinished + generation_config.pad_token_id * (1 - unfinished)
    input_ids = torch.cat([input_ids, next_tokens[:, None]], dim=-1)
    unfinished = unfinished & ~STOPPING_CRITERIA(input_ids, scores)
    return input_ids, unfinished
