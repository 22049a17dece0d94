import torch

ENTRY = "w027_multilabel_latency_timer.tagger:TaggerRunner.forward_tags"


def inputs():
    from w027_multilabel_latency_timer.tagger import TaggerRunner
    runner = TaggerRunner()
    return (runner, torch.randn(3, 10))
