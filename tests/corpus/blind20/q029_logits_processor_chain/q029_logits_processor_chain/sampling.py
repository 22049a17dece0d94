"""Sampling step of the generation loop; the processor chain is built once per request config."""
import torch

from .logits_process import (
    LogitsProcessorList,
    MinNewTokensLengthLogitsProcessor,
    RepetitionPenaltyLogitsProcessor,
    TemperatureLogitsWarper,
    TopKLogitsWarper,
    TopPLogitsWarper,
)

PROMPT_LENGTH = 4


def build_logits_processor(temperature=0.0, top_k=8, top_p=0.9, repetition_penalty=1.3, min_new_tokens=2):
    processors = LogitsProcessorList()
    if min_new_tokens:
        processors.append(MinNewTokensLengthLogitsProcessor(PROMPT_LENGTH, min_new_tokens, eos_token_id=[2]))
    if repetition_penalty != 1.0:
        processors.append(RepetitionPenaltyLogitsProcessor(repetition_penalty))
    processors.append(TemperatureLogitsWarper(temperature))
    if top_k:
        processors.append(TopKLogitsWarper(top_k))
    if top_p < 1.0:
        processors.append(TopPLogitsWarper(top_p))
    return processors


logits_processor = build_logits_processor()


def _sample_next_token(input_ids, next_token_logits):
    scores = logits_processor(input_ids, next_token_logits.float())
    probs = torch.softmax(scores, dim=-1)
    next_tokens = torch.argmax(probs, dim=-1, keepdim=True)
    return torch.cat([input_ids, next_tokens], dim=-1), scores


sample_next_token = torch.compile(_sample_next_token, fullgraph=True, dynamic=False)
