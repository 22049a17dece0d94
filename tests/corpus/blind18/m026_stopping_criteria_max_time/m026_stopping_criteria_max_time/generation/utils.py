import torch

from .configuration_utils import GenerationConfig
from .logits_process import (
    LogitsProcessorList,
    RepetitionPenaltyLogitsProcessor,
    TemperatureLogitsWarper,
    TopKLogitsWarper,
)
from .stopping_criteria import EosTokenCriteria, MaxLengthCriteria, MaxTimeCriteria, StoppingCriteriaList


class GenerationMixin:
    """Sampling helpers shared by the *ForCausalLM classes."""

    def _get_logits_processor(self, generation_config: GenerationConfig) -> LogitsProcessorList:
        processors = LogitsProcessorList()
        if generation_config.repetition_penalty is not None and generation_config.repetition_penalty != 1.0:
            processors.append(RepetitionPenaltyLogitsProcessor(generation_config.repetition_penalty))
        if generation_config.do_sample:
            if generation_config.temperature is not None and generation_config.temperature != 1.0:
                processors.append(TemperatureLogitsWarper(generation_config.temperature))
            if generation_config.top_k is not None and generation_config.top_k != 0:
                processors.append(TopKLogitsWarper(generation_config.top_k))
        return processors

    def _get_stopping_criteria(self, generation_config: GenerationConfig) -> StoppingCriteriaList:
        criteria = StoppingCriteriaList()
        if generation_config.max_length is not None:
            criteria.append(
                MaxLengthCriteria(
                    max_length=generation_config.max_length,
                    max_position_embeddings=getattr(self.config, "max_position_embeddings", None),
                )
            )
        if generation_config.max_time is not None:
            criteria.append(MaxTimeCriteria(max_time=generation_config.max_time))
        if generation_config.eos_token_id is not None:
            criteria.append(EosTokenCriteria(eos_token_id=generation_config.eos_token_id))
        return criteria

    def prepare_generation(self, generation_config: GenerationConfig = None):
        generation_config = generation_config or self.generation_config
        self._logits_processor = self._get_logits_processor(generation_config)
        self._stopping_criteria = self._get_stopping_criteria(generation_config)
        self._pad_token_id = generation_config.pad_token_id if generation_config.pad_token_id is not None else 0

    @torch.compile(fullgraph=True)
    def sample_step(self, input_ids, unfinished_sequences):
        outputs = self(input_ids)
        next_token_logits = outputs[:, -1, :].to(torch.float32)
        next_token_scores = self._logits_processor(input_ids, next_token_logits)
        if self.generation_config.do_sample:
            probs = torch.nn.functional.softmax(next_token_scores, dim=-1)
            next_tokens = torch.multinomial(probs, num_samples=1).squeeze(1)
        else:
            next_tokens = torch.argmax(next_token_scores, dim=-1)
        next_tokens = next_tokens * unfinished_sequences + self._pad_token_id * (1 - unfinished_sequences)
        input_ids = torch.cat([input_ids, next_tokens[:, None]], dim=-1)
        unfinished_sequences = unfinished_sequences & ~self._stopping_criteria(input_ids, next_token_scores)
        return input_ids, unfinished_sequences
