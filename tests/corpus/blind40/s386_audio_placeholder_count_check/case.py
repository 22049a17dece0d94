import torch

from s386_audio_placeholder_count_check.configuration import AudioLMConfig
from s386_audio_placeholder_count_check.modeling_audio_lm import AudioLMForConditionalGeneration

ENTRY = "s386_audio_placeholder_count_check.modeling_audio_lm:AudioLMForConditionalGeneration.get_input_embeddings_with_audio"


def inputs():
    cfg = AudioLMConfig()
    model = AudioLMForConditionalGeneration(cfg).eval()
    # <bos> text <audio_bos> 4 x <audio> <audio_eos> text
    input_ids = torch.tensor([[1, 7, 9, cfg.audio_bos_id] + [cfg.audio_token_id] * 4 + [cfg.audio_eos_id, 11, 12]])
    audio_features = torch.randn(1, 8, cfg.audio_hidden_size)  # 8 encoder frames -> 4 after pooling
    return (model, input_ids, audio_features)
