import torch

ENTRY = "s635_video_frame_sampler_disabled.step:step"


def inputs():
    input_ids = torch.tensor([1, 30, 30, 30, 30, 30, 30, 2])
    frame_feats = torch.randn(6, 3, 8)  # 6 frames, 3 tokens each; sampled down to 4 -> 2 x 3 tokens
    return (input_ids, frame_feats)
