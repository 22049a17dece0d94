"""One greedy decoding step, compiled for the serving loop."""
import torch

from .generation_config import GenerationConfig

# per-request SLA: never spend more than 30 s generating
serving_config = GenerationConfig(max_length=64, max_time=30.0, eos_token_id=[2, 3])
stopping_criteria = serving_config.get_stopping_criteria()


def _greedy_decode_step(input_ids, logits, unfinished_sequences):
    next_token_logits = logits[:, -1, :].float()
    next_tokens = torch.argmax(next_token_logits, dim=-1)
    pad = serving_config.pad_token_id
    next_tokens = next_tokens * unfinished_sequences + pad * (1 - unfinished_sequences)
    input_ids = torch.cat([input_ids, next_tokens[:, None]], dim=-1)
    unfinished_sequences = unfinished_sequences & ~stopping_criteria(input_ids, next_token_logits)
    return input_ids, unfinished_sequences


decode_step = torch.compile(_greedy_decode_step, fullgraph=True)
