import torch

ENTRY = "v019_vocoder_deemphasis_custom_op.tts:TextToWave.synthesize"


def inputs():
    from v019_vocoder_deemphasis_custom_op.tts import pipeline

    mel = torch.randn(1, 8, 6)
    return (pipeline, mel)
