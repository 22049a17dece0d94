import torch

ENTRY = "s835_video_temporal_pad_warning.qwen2_vl:compiled_forward"


def inputs():
    input_ids = torch.tensor([3, 17, 91, 91, 22, 8])
    video_frames = torch.randn(3, 3, 4, 4)
    return (input_ids, video_frames)
