from types import SimpleNamespace

import torch
from torch import nn

from .generation import (
    EosTokenCriteria,
    LogitsProcessorList,
    MaxLengthCriteria,
    MaxTimeCriteria,
    StoppingCriteriaList,
    TemperatureLogitsWarper,
    TopKLogitsWarper,
)


class TinyLM(nn.Module):
    def __init__(self, vocab_size=16, hidden=8):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.lm_head = nn.Linear(hidden, vocab_size, bias=False)

    def forward(self, input_ids):
        return self.lm_head(self.embed(input_ids).mean(dim=1))


class GreedyGenerationRunner:
    def __init__(self, model, generation_config):
        self.model = model
        self.generation_config = generation_config
        self.logits_processor = self._get_logits_processor(generation_config)
        self.stopping_criteria = self._get_stopping_criteria(generation_config)

    def _get_logits_processor(self, gen_cfg):
        processors = LogitsProcessorList()
        if gen_cfg.temperature is not None and gen_cfg.temperature != 1.0:
            processors.append(TemperatureLogitsWarper(gen_cfg.temperature))
        if gen_cfg.top_k is not None:
            processors.append(TopKLogitsWarper(gen_cfg.top_k))
        return processors

    def _get_stopping_criteria(self, gen_cfg):
        criteria = StoppingCriteriaList()
        if gen_cfg.max_length is not None:
            criteria.append(MaxLengthCriteria(gen_cfg.max_length))
        if gen_cfg.max_time is not None:
            criteria.append(MaxTimeCriteria(gen_cfg.max_time))
        if gen_cfg.eos_token_id is not None:
            criteria.append(EosTokenCriteria(gen_cfg.eos_token_id))
        return criteria

    def decode_step(self, input_ids, unfinished_sequences):
        logits = self.model(input_ids)
        scores = self.logits_processor(input_ids, logits)
        next_tokens = scores.argmax(dim=-1)
        pad = self.generation_config.pad_token_id
        next_tokens = next_tokens * unfinished_sequences + pad * (1 - unfinished_sequences)
        input_ids = torch.cat([input_ids, next_tokens[:, None]], dim=-1)
        unfinished_sequences = unfinished_sequences & ~self.stopping_criteria(input_ids, scores)
        return input_ids, unfinished_sequences


generation_config = SimpleNamespace(
    temperature=0.7, top_k=4, max_length=32, max_time=30.0, eos_token_id=2, pad_token_id=0
)
runner = GreedyGenerationRunner(TinyLM().eval(), generation_config)
decode_step = torch.compile(runner.decode_step, fullgraph=True)
