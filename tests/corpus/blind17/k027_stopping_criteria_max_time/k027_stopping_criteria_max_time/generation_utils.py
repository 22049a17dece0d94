import torch

from .stopping_criteria import EosTokenCriteria, MaxLengthCriteria, MaxTimeCriteria, StoppingCriteriaList


class GenerationMixin:
    """Decoding helpers mixed into the language-model class."""

    def _get_stopping_criteria(self, generation_config):
        criteria = StoppingCriteriaList()
        if generation_config.get("max_length") is not None:
            max_position_embeddings = getattr(self.config, "max_position_embeddings", None)
            criteria.append(MaxLengthCriteria(generation_config["max_length"], max_position_embeddings))
        if generation_config.get("max_time") is not None:
            criteria.append(MaxTimeCriteria(max_time=generation_config["max_time"]))
        if generation_config.get("eos_token_id") is not None:
            criteria.append(EosTokenCriteria(generation_config["eos_token_id"]))
        return criteria

    def _finalize_step(self, input_ids, next_token_logits, unfinished_sequences, pad_token_id):
        next_tokens = torch.argmax(next_token_logits, dim=-1)
        next_tokens = next_tokens * unfinished_sequences + pad_token_id * (1 - unfinished_sequences)
        input_ids = torch.cat([input_ids, next_tokens[:, None]], dim=-1)
        unfinished_sequences = unfinished_sequences & ~self.stopping_criteria(input_ids, next_token_logits)
        return input_ids, unfinished_sequences
