//! The suite's allocator: the system's, with each thread's bytes counted
//! and, on request, large allocations refused, so that tests can measure
//! what a call allocates at its peak and see a call fail to get memory
//! without the machine running out.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

#[global_allocator]
static ALLOCATOR: Counting = Counting;

thread_local! {
    /// Bytes this thread holds now, and the most since the last reset.
    static HELD: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
    /// Allocations above this many bytes fail on this thread.
    static REFUSE_ABOVE: Cell<usize> = const { Cell::new(usize::MAX) };
}

fn refused(size: usize) -> bool {
    REFUSE_ABOVE
        .try_with(|limit| size > limit.get())
        .unwrap_or(false)
}

fn held(grow: usize, shrink: usize) {
    let _ = HELD.try_with(|held| {
        let (now, peak) = held.get();
        let now = (now + grow).saturating_sub(shrink);
        held.set((now, peak.max(now)));
    });
}

// SAFETY: every call goes to `System` with the caller's arguments; the
// wrapper only keeps counts and may return null, which callers must expect.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if refused(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: as the caller promised for `layout`.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            held(layout.size(), 0);
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if refused(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: as the caller promised for `layout`.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        if !ptr.is_null() {
            held(layout.size(), 0);
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` with this layout.
        unsafe { System.dealloc(ptr, layout) };
        held(0, layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if refused(new_size) {
            return std::ptr::null_mut();
        }
        // SAFETY: `ptr` came from `System` with this layout.
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            // Counted as if old and new were both held for a moment, as
            // they are when the block moves.
            held(new_size, 0);
            held(0, layout.size());
        }
        new
    }
}

/// The most bytes `work` held at once on this thread, beyond what was
/// held before, with what it returned.
pub fn peak<T>(work: impl FnOnce() -> T) -> (T, u64) {
    let before = HELD.with(|held| {
        let (now, _) = held.get();
        held.set((now, now));
        now
    });
    let value = work();
    let (_, peak) = HELD.with(Cell::get);
    (value, (peak - before) as u64)
}

/// Runs `work` with every allocation of more than `bytes` refused on this
/// thread.
pub fn refusing_above<T>(bytes: usize, work: impl FnOnce() -> T) -> T {
    let old = REFUSE_ABOVE.with(|limit| limit.replace(bytes));
    let value = work();
    REFUSE_ABOVE.with(|limit| limit.set(old));
    value
}

#[test]
fn the_counts_follow_allocations() {
    let (len, bytes) = peak(|| {
        let big = vec![0u8; 1 << 20];
        let small = vec![0u8; 1 << 10];
        big.len() + small.len()
    });
    assert_eq!(len, (1 << 20) + (1 << 10));
    assert!(bytes >= (1 << 20) + (1 << 10), "{bytes}");
    let refused = refusing_above(1 << 20, || {
        let mut v: Vec<u8> = Vec::new();
        v.try_reserve_exact((1 << 20) + 1).is_err()
    });
    assert!(refused);
}
