import torch

ENTRY = "s390_audio_interleave_static_config.runner:embed_step"


def inputs():
    # prompt: 3 text tokens, 4 <|AUDIO|> placeholders, 3 text tokens
    input_ids = torch.tensor([[5, 6, 7, 50, 50, 50, 50, 8, 9, 10]])
    audio_hidden = torch.randn(1, 8, 12)  # encoder frames before 2x pooling
    return (input_ids, audio_hidden)
