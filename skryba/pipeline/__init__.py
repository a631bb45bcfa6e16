"""The per-passage chain of design §2, one module per stage, run over batches of passages."""

from skryba.pipeline.chain import STAGES, BatchRunner, process_batch, process_passage
from skryba.pipeline.config import Calls, PipelineConfig, StageContext

__all__ = [
    "STAGES",
    "BatchRunner",
    "Calls",
    "PipelineConfig",
    "StageContext",
    "process_batch",
    "process_passage",
]
