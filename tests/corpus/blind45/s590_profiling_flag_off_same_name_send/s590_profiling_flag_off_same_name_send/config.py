from dataclasses import dataclass


@dataclass(frozen=True)
class PipelineParallelConfig:
    pipeline_parallel_size: int = 2
    num_microbatches: int = 2
    enable_stage_profiling: bool = False
    metrics_path: str = "/tmp/blind45_s590_stage_metrics.jsonl"
