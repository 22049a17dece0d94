import torch

from s1217_request_logit_bias_envs import SamplingParams

ENTRY = "s1217_request_logit_bias_envs.logits_ops:apply_sampling_params_compiled"


def inputs():
    params = [
        SamplingParams(temperature=0.7, logit_bias={1: 5.0, 3: -250.0}),
        SamplingParams(temperature=0.0),
        SamplingParams(top_p=0.9, bad_words_token_ids=[4, 6]),
        SamplingParams(temperature=1.3, top_k=5, logit_bias={7: 0.5}),
    ]
    return (torch.randn(4, 8), params)
