import torch

from .sampling_metadata import SamplingMetadata


def apply_temperature(logits: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
    return logits.div_(temperature.unsqueeze(dim=1))


def apply_logit_bias(logits: torch.Tensor, metadata: SamplingMetadata) -> torch.Tensor:
    req_indices = metadata.bias_req_indices.tolist()
    token_ids = metadata.logit_bias_token_ids.tolist()
    values = metadata.logit_bias_values.tolist()
    for req_idx, token_id, value in zip(req_indices, token_ids, values):
        logits[req_idx, token_id] += value
    return logits


def apply_padded_vocab_mask(logits: torch.Tensor, org_vocab_size: int) -> torch.Tensor:
    return logits[:, :org_vocab_size]


class LogitsProcessorPipeline:
    def __init__(self, org_vocab_size: int):
        self.org_vocab_size = org_vocab_size

    def __call__(self, logits: torch.Tensor, metadata: SamplingMetadata) -> torch.Tensor:
        logits = apply_padded_vocab_mask(logits, self.org_vocab_size)
        if metadata.has_logit_bias:
            logits = apply_logit_bias(logits, metadata)
        return apply_temperature(logits, metadata.temperature)
