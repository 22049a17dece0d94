import torch

from s803_mllama_cross_kv_stash_disabled.model_runner import MllamaModelRunner

ENTRY = "s803_mllama_cross_kv_stash_disabled.model_runner:MllamaModelRunner.forward_prefill"


def inputs():
    return (MllamaModelRunner(), torch.randn(1, 3, 8), torch.randn(1, 5, 8))
