import torch
from torch import nn

from .generation_config import GenerationConfig
from .logits_process import (
    LogitsProcessorList,
    MinNewTokensLengthLogitsProcessor,
    RepetitionPenaltyLogitsProcessor,
    TemperatureLogitsWarper,
)


def build_logits_processor(generation_config, prompt_length):
    processors = LogitsProcessorList()
    if generation_config.repetition_penalty is not None and generation_config.repetition_penalty != 1.0:
        processors.append(RepetitionPenaltyLogitsProcessor(penalty=generation_config.repetition_penalty))
    if generation_config.min_new_tokens is not None and generation_config.eos_token_id is not None:
        processors.append(
            MinNewTokensLengthLogitsProcessor(
                prompt_length,
                generation_config.min_new_tokens,
                generation_config.eos_token_id,
                generation_config.pad_token_id,
            )
        )
    if generation_config.do_sample and generation_config.temperature != 1.0:
        processors.append(TemperatureLogitsWarper(generation_config.temperature))
    return processors


class GreedyDecodingHead(nn.Module):
    """lm_head + logits processors for one decoding step over a fixed-size token buffer."""

    def __init__(self, hidden_size, vocab_size, generation_config, prompt_ids, max_length=8):
        super().__init__()
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.generation_config = generation_config
        buffer = torch.full((prompt_ids.shape[0], max_length), generation_config.pad_token_id, dtype=torch.long)
        buffer[:, : prompt_ids.shape[1]] = prompt_ids
        self.register_buffer("input_ids", buffer, persistent=False)
        self.cur_len = prompt_ids.shape[1]
        self.logits_processor = build_logits_processor(generation_config, prompt_ids.shape[1])

    def forward(self, hidden_states):
        next_token_logits = self.lm_head(hidden_states[:, -1, :]).float()
        next_token_scores = self.logits_processor(self.input_ids, next_token_logits, cur_len=self.cur_len)
        next_tokens = torch.argmax(next_token_scores, dim=-1)
        return next_tokens, next_token_scores


generation_config = GenerationConfig(
    repetition_penalty=1.2, min_new_tokens=2, eos_token_id=3, pad_token_id=0, do_sample=True, temperature=0.7
)
head = GreedyDecodingHead(16, 32, generation_config, prompt_ids=torch.tensor([[5, 9, 12]])).eval()
compiled_head = torch.compile(head, fullgraph=True)
