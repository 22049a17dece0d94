import torch


@torch.library.custom_op("corpus_s958::apply_logit_bias", mutates_args=())
def apply_logit_bias(
    logits: torch.Tensor,
    bias_req_indices: torch.Tensor,
    bias_token_ids: torch.Tensor,
    bias_values: torch.Tensor,
) -> torch.Tensor:
    out = logits.clone()
    for req_idx, token_id, value in zip(
        bias_req_indices.tolist(), bias_token_ids.tolist(), bias_values.tolist()
    ):
        out[req_idx, token_id] += value
    return out


@apply_logit_bias.register_fake
def _(logits, bias_req_indices, bias_token_ids, bias_values):
    return torch.empty_like(logits)


def apply_logit_bias_ref(logits, bias_req_indices, bias_token_ids, bias_values):
    out = logits.clone()
    for req_idx, token_id, value in zip(
        bias_req_indices.tolist(), bias_token_ids.tolist(), bias_values.tolist()
    ):
        out[req_idx, token_id] += value
    return out
