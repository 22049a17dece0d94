import torch

from s985_gpt_oss_sink_mask_timer.runner import make_runner

ENTRY = "s985_gpt_oss_sink_mask_timer.runner:GptOssRunner.forward"


def inputs():
    return (make_runner(), torch.randint(0, 64, (6,)), torch.arange(6))
