import torch

from s634_audio_truncation_warning_once.model import Qwen2AudioForConditionalGeneration

ENTRY = "s634_audio_truncation_warning_once.model:Qwen2AudioForConditionalGeneration.embed_multimodal"


def inputs():
    model = Qwen2AudioForConditionalGeneration()
    input_ids = torch.tensor([1, 5, 30, 30, 30, 30, 6, 2])
    input_features = torch.randn(1, 12, 12)  # 12 frames -> 6 pooled tokens, budget 4
    return (model, input_ids, input_features)
