import torch

from t010_processor_registry_debug_flag.pipeline import LogitsPipeline, PipelineConfig

ENTRY = "t010_processor_registry_debug_flag.pipeline:LogitsPipeline.process"


def inputs():
    pipeline = LogitsPipeline(
        PipelineConfig(
            processors=("bad_words", "min_p", "temperature"),
            bad_word_ids=(3, 17),
            min_p=0.05,
            temperature=0.7,
        )
    )
    return (pipeline, torch.randn(4, 24))
