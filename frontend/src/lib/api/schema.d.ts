/**
 * Generated from the gateway's OpenAPI document (services/gateway/src/api-docs) by `npm run openapi:generate`.
 * Do not edit: change the gateway's DTOs and regenerate. `npm test` fails while this file is out of date.
 */

export interface paths {
    "/api/admin/analytics/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per article: views, visitors, engaged time, read depth and CTA click-through over the window, paged */
        get: operations["Analytics_articles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/articles.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The per-article table of the window as CSV (every article read, in the order asked) */
        get: operations["Analytics_articlesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article's figures, daily series and top sources over the window */
        get: operations["Analytics_article"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CTA click-through (and the other figures) per category over the window */
        get: operations["Analytics_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything stored: daily rows within the retention and monthly totals before, as CSV or JSON (streamed) */
        get: operations["Analytics_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole site over 7/30/90 days: totals, a daily series for the trend chart, top referrers and UTM values */
        get: operations["Analytics_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/post-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each post's views over the window (30 days by default), by post id, for the post list and cards to join */
        get: operations["Analytics_postViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/readers-lost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live articles that lost the most readers, the latest 30 days against the 30 before, paged */
        get: operations["Analytics_readersLost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/ageing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PostRefresh_ageing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/orphans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InternalLinks_orphans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Posts_list"];
        put?: never;
        post: operations["Posts_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Posts_findOne"];
        put: operations["Posts_update"];
        post?: never;
        delete: operations["Posts_remove"];
        options?: never;
        head?: never;
        patch: operations["Posts_setPublished"];
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Checks_checkPost"];
        put?: never;
        post: operations["Checks_checkDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PostHistory_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/history/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PostHistory_compare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/link-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InternalLinks_suggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Proposals_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PostRefresh_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/regenerate-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Productions_regeneratePostImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Posts_revisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Posts_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/rewrite-sentence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Proposals_rewriteSentence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PostSettings_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/{id}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TopicMemory_similar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/posts/summaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Posts_summaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/proposals/{proposalId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Proposals_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog/proposals/{proposalId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Proposals_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brand-kit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BrandKit_get"];
        put: operations["BrandKit_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brand-kit/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BrandKit_revisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StudioChanges_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything as one zip (posts with front matter and revisions, media, brand kit, ideas, final texts, manifest.json), streamed */
        get: operations["Exports_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Imports_list"];
        put?: never;
        /** Upload an export and get its dry-run report (nothing is imported yet). 201 with state ready, or refused with the errors; 413 past IMPORT_MAX_UPLOAD_MB */
        post: operations["Imports_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import with its report (the outcome is added once its job stopped) */
        get: operations["Imports_findOne"];
        put?: never;
        post?: never;
        /** Discard an import's staged posts and images (posts already imported stay); 409 while its job runs */
        delete: operations["Imports_discard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm: the import job applies the report, post by post. Poll GET /api/ai/jobs/{jobId}; cancel with POST /api/ai/jobs/{jobId}/cancel */
        post: operations["Imports_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ImageUpload_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Auth_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Ideas_drafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/ideas/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Ideas_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Jobs_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a queued job at once, or a running one at its next stage boundary (nothing is written to the post); 409 once finished */
        post: operations["Jobs_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-queue a failed or cancelled job from its first unfinished stage; 409 in other states, 402 over the monthly budget, 429 past the AI start limits (a retry counts as a start) or AI_MAX_OPEN_JOBS */
        post: operations["Jobs_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/productions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Productions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/productions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Productions_findOne"];
        put?: never;
        post?: never;
        delete: operations["Productions_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/productions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Productions_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/productions/{id}/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Checks_checkProduction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/productions/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Productions_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/productions/{id}/regenerate-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Productions_regenerateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/productions/{id}/revise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Productions_revise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/productions/summaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Productions_summaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/single/production/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Productions_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A month's AI spend and tokens: totals, by day, provider, model, job kind and stage, with the budget */
        get: operations["Usage_monthUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Blog_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Blog_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Blog_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Health_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Health_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Media_serve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Metrics_scrape"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcceptedProposalDto: {
            post: components["schemas"]["AdminPostDto"];
            proposal: components["schemas"]["ProposalDto"];
        };
        AcceptProposalDto: {
            /** @description Accept a whole proposal although the post changed since its job started */
            confirmStale?: boolean;
            fields?: ("excerpt" | "metaDescription" | "keywords" | "estimatedReadTime" | "featuredImage" | "featuredImageAlt")[];
            /** @description Take only these ## sections (by heading) */
            sections?: string[];
        };
        AdminPostDto: {
            author: string;
            /** @enum {string} */
            category: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
            /** @description Markdown */
            content: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Minutes */
            estimatedReadTime: number;
            excerpt: string;
            featuredImage: string | null;
            /** @description The featured image's alt text ('' when none) */
            featuredImageAlt: string;
            id: number;
            keywords: string[];
            metaDescription: string;
            /**
             * Format: date-time
             * @description When this unpublished post goes live by itself; null when not scheduled
             */
            publishAt: string | null;
            published: boolean;
            /** Format: date-time */
            publishedAt: string | null;
            slug: string;
            /** @example draft */
            status: string;
            title: string;
            /**
             * Format: date-time
             * @description The version an edit must send back (older = 409)
             */
            updatedAt: string;
        };
        AdminPostPageDto: {
            items: components["schemas"]["AdminPostSummaryDto"][];
            page: number;
            pageSize: number;
            total: number;
        };
        AdminPostSummaryDto: {
            author: string;
            /** @enum {string} */
            category: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
            /** Format: date-time */
            createdAt: string;
            /** @description Minutes */
            estimatedReadTime: number;
            excerpt: string;
            featuredImage: string | null;
            /** @description The featured image's alt text ('' when none) */
            featuredImageAlt: string;
            id: number;
            keywords: string[];
            metaDescription: string;
            /**
             * Format: date-time
             * @description When this unpublished post goes live by itself; null when not scheduled
             */
            publishAt: string | null;
            published: boolean;
            /** Format: date-time */
            publishedAt: string | null;
            slug: string;
            /** @example draft */
            status: string;
            title: string;
            /**
             * Format: date-time
             * @description The version an edit must send back (older = 409)
             */
            updatedAt: string;
        };
        AdminStatusDto: {
            isAuthenticated: boolean;
            /**
             * Format: date-time
             * @description When the admin signed in; null when signed out
             */
            loginTime: string | null;
            /** @description Whole seconds left before the session ends */
            remainingTime: number;
        };
        AgeingPageDto: {
            /** @description POST_AGEING_DAYS: a live post unchanged for this many days is ageing */
            ageingDays: number;
            /** @description Published posts unchanged for ageingDays or more, in the order asked */
            items: components["schemas"]["AgeingPostDto"][];
            /** @description The page to ask for next; null on the last one */
            next: number | null;
            page: number;
            pageSize: number;
            /**
             * @description The order of the items (always sent)
             * @enum {string}
             */
            sort?: "lost" | "age";
            /** @description Ageing posts in all */
            total: number;
        };
        AgeingPostDto: {
            /** @description Whole days since the last change */
            ageDays: number;
            id: number;
            /** @description previousReaders - readers, 0 when it did not lose any */
            lostReaders?: number;
            /** @description Readers in the 30 days before those */
            previousReaders?: number;
            /** Format: date-time */
            publishedAt: string | null;
            /** @description Readers (daily unique visitors summed) in the latest 30 days */
            readers?: number;
            slug: string;
            title: string;
            /**
             * Format: date-time
             * @description The last change to the post
             */
            updatedAt: string;
        };
        AnalyticsOverviewDto: {
            /** @enum {number} */
            days: 7 | 30 | 90;
            /** @description Whether beacons are collected now (ANALYTICS=on) */
            enabled: boolean;
            /** Format: date */
            from: string;
            /** @description One entry per day of the window, oldest first (zeros on days without views) */
            series: components["schemas"]["DayFiguresDto"][];
            /** @description The top 10 of each, by views */
            sources: components["schemas"]["TopSourcesDto"];
            /** Format: date */
            to: string;
            /** @description Every public page; visitors are the site-wide daily unique visitors summed */
            totals: components["schemas"]["FiguresDto"];
        };
        ApiErrorDto: {
            /** @example Post not found */
            message: string;
            /** @example 404 */
            statusCode: number;
        };
        ApproveConflictDto: {
            /** @description Editable fields that differ between that version and now */
            changedFields: string[];
            /** @description The changes since, oldest first (the latest 20) */
            changes: components["schemas"]["PostChangeDto"][];
            /** @description The post as stored now (null: deleted) */
            post: components["schemas"]["AdminPostDto"] | null;
            /** @description The preview now: show it, then approve with its version */
            preview?: components["schemas"]["ProductionPreviewDto"];
            /**
             * Format: date-time
             * @description The version the request was made against
             */
            since: string;
        };
        ApproveConflictErrorDto: {
            conflict?: components["schemas"]["ApproveConflictDto"];
            message: string;
            /** @example 409 */
            statusCode: number;
        };
        ApprovedProductionDto: {
            blogPost: components["schemas"]["ProductionPostDto"] | null;
            /** Format: date-time */
            createdAt: string;
            currentJobId: string | null;
            error: string | null;
            featuredImage: string | null;
            feedback: components["schemas"]["ProductionFeedbackDto"][];
            /** @description Markdown */
            finalContent: string | null;
            /** @description A pending proposal waits for review */
            hasProposal: boolean;
            id: number;
            model: string | null;
            /** @description The post as stored after the approval (adopt it, with its updatedAt) */
            post: components["schemas"]["AdminPostDto"];
            postId: number;
            /** @description The latest pending proposal */
            proposal: components["schemas"]["ProposalDto"] | null;
            provider: string | null;
            /** @description The pending proposal's post changed since its job started */
            stale: boolean;
            /**
             * @description published, scheduled and superseded follow the post (issue 27)
             * @enum {string}
             */
            status: "queued" | "writing" | "ready_for_review" | "revising" | "approved" | "failed" | "published" | "scheduled" | "superseded";
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ApproveProductionDto: {
            /** @description Accept the AI text although the post changed since its job started */
            confirmStale?: boolean;
            /**
             * Format: date-time
             * @description Approve and schedule: the post goes live at this time (ISO 8601 with a zone, in the future, within two years) instead of now
             */
            publishAt?: string;
            /** @description The preview's version: 409 when the post or its pending proposals changed since */
            version?: string;
        };
        ArticleDetailDto: {
            article: components["schemas"]["ArticleFiguresDto"];
            /** @enum {number} */
            days: 7 | 30 | 90;
            /** Format: date */
            from: string;
            /** @description One entry per day of the window, oldest first */
            series: components["schemas"]["DayFiguresDto"][];
            sources: components["schemas"]["TopSourcesDto"];
            /** Format: date */
            to: string;
        };
        ArticleFiguresDto: {
            /** @description Seconds with the page visible, per view */
            avgEngagedSeconds: number;
            /** @description Average scroll depth per view, in percent (0-100) */
            avgReadDepth: number;
            category: string;
            /** @description Share of views that reached the end of the page (0-1) */
            completionRate: number;
            /** @description Clicks on the article's call to action */
            ctaClicks: number;
            /** @description CTA clicks per view (0-1) */
            ctaRate: number;
            postId: number;
            /** @description Whether the post is live now */
            published: boolean;
            /** @description Clicks on links to the agency's services */
            serviceClicks: number;
            slug: string;
            title: string;
            views: number;
            /** @description Unique visitors, summed per day (a daily salted hash: a reader back another day counts again) */
            visitors: number;
        };
        ArticleFiguresPageDto: {
            /** @enum {number} */
            days: 7 | 30 | 90;
            /** Format: date */
            from: string;
            /** @description Articles read in the window, in the order asked */
            items: components["schemas"]["ArticleFiguresDto"][];
            next: number | null;
            page: number;
            pageSize: number;
            total: number;
        };
        BrandFactDto: {
            /** @description Where the fact comes from; empty or absent when not known */
            source?: string;
            /** @example Our work has generated 55.8M+ views for clients. */
            statement: string;
        };
        BrandKitDto: {
            bannedPhrases: string[];
            facts: components["schemas"]["BrandFactDto"][];
            services: components["schemas"]["BrandServiceDto"][];
            /** @enum {string} */
            spelling: "en-GB" | "en-US";
            /** Format: date-time */
            updatedAt: string;
            /** @description Counts the changes; a PUT sends back the version it edited */
            version: number;
            voiceRules: string[];
        };
        BrandKitRevisionDto: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            reason: string;
            snapshot: components["schemas"]["BrandKitSnapshotDto"];
            /** @description The version the brand kit had before this change */
            version: number;
        };
        BrandKitSnapshotDto: {
            bannedPhrases: string[];
            facts: components["schemas"]["BrandFactDto"][];
            services: components["schemas"]["BrandServiceDto"][];
            /** @enum {string} */
            spelling: "en-GB" | "en-US";
            voiceRules: string[];
        };
        BrandServiceDto: {
            description: string;
            name: string;
        };
        CategoryFiguresDto: {
            /** @description Articles of the category read in the window */
            articles: number;
            /** @description Seconds with the page visible, per view */
            avgEngagedSeconds: number;
            /** @description Average scroll depth per view, in percent (0-100) */
            avgReadDepth: number;
            category: string;
            /** @description Share of views that reached the end of the page (0-1) */
            completionRate: number;
            /** @description Clicks on the article's call to action */
            ctaClicks: number;
            /** @description CTA clicks per view (0-1) */
            ctaRate: number;
            /** @description Clicks on links to the agency's services */
            serviceClicks: number;
            views: number;
            /** @description Unique visitors, summed per day (a daily salted hash: a reader back another day counts again) */
            visitors: number;
        };
        CategoryFiguresListDto: {
            /** @enum {number} */
            days: 7 | 30 | 90;
            /** Format: date */
            from: string;
            /** @description CTA click-through per category, most viewed first */
            items: components["schemas"]["CategoryFiguresDto"][];
        };
        CategoryMappingDto: {
            /** @example Editing Tips */
            from: string;
            /** @enum {string} */
            how: "exact" | "keyword" | "default";
            /** @example Video Editing */
            to: string;
        };
        ChangeAuthorDto: {
            jobId: string | null;
            jobKind: string | null;
            /**
             * @description this-tab / another-tab (by X-Editor-Session), studio (a request without it), ai-job, schedule, unknown (before issue 27)
             * @enum {string}
             */
            kind: "this-tab" | "another-tab" | "studio" | "ai-job" | "schedule" | "unknown";
            /** @description What the studio shows: "another tab", "an AI job (produce-article, 3f1e2d4c)", "a scheduled publish", … */
            label: string;
            /** @description The proposal a tab accepted, if that was the change */
            proposalId: number | null;
        };
        CheckDraftDto: {
            /** @description Markdown, nested at most 20 levels deep */
            content?: string;
            excerpt?: string;
            /** @description An http(s) URL, a path on this site, or empty */
            featuredImage?: string | null;
            /** @description The featured image's alt text */
            featuredImageAlt?: string;
            /**
             * @description An array, a JSON-encoded array or a comma-separated string
             * @example [
             *       "editing"
             *     ]
             */
            keywords?: string[] | string;
            metaDescription?: string;
            /** @description Lowercase letters, digits and single hyphens (400 otherwise); another post's slug or old address is a 409. A live post's old slug keeps answering 301 to the new one */
            slug?: string;
            title?: string;
        };
        CheckItemDto: {
            claim?: components["schemas"]["ClaimDetailDto"];
            /** @description The text the item is about */
            excerpt?: string;
            /** @example title-length */
            id: string;
            /** @enum {string} */
            level: "blocker" | "warning" | "pass";
            message: string;
            position?: components["schemas"]["CheckPositionDto"];
        };
        CheckPositionDto: {
            /** @description 1-based */
            column: number;
            /** @example content */
            field: string;
            /** @description The matched text's length (banned phrases), so an editor can mark it */
            length?: number;
            /** @description 1-based */
            line: number;
        };
        ClaimDetailDto: {
            /** @description Each claim the sentence makes, judged and explained */
            atoms: components["schemas"]["JudgedAtomDto"][];
            /** @description Unsupported claims: the draft fact 'Add to brand facts' opens the brand kit with (the sentence, and its source: the post and the sentence). Nothing is written until the admin edits and saves the brand kit (PUT /api/admin/brand-kit, which keeps a revision). */
            draftFact?: components["schemas"]["BrandFactDto"];
            /** @description The brand-kit fact (or service) that backs it */
            fact?: components["schemas"]["BrandFactDto"];
            /** @description A model's second opinion (with an AI provider configured). It confirms a blocker, clears one (the item becomes a warning that says so) or doubts a passed claim (a warning); the rules alone decide offline. */
            review?: components["schemas"]["ClaimReviewDetailDto"];
            /** @description The ## section it is in (its heading), null before the first one */
            section: string | null;
            sentence: string;
            /** @description verdict is supported */
            supported: boolean;
            /**
             * @description The worst of its atoms: contradicted, then unsupported, then supported
             * @enum {string}
             */
            verdict: "supported" | "contradicted" | "unsupported";
        };
        ClaimReviewDetailDto: {
            /** @description Whether the model blocks where the rules block (a confirm) or not (it clears a blocker, or doubts a passed claim) */
            agrees: boolean;
            /** @example gpt-4o-mini */
            model: string;
            /** @example openai */
            provider: string;
            reason: string;
            /**
             * @description The model's verdict; none: the sentence claims nothing about the agency
             * @enum {string}
             */
            verdict: "supported" | "contradicted" | "unsupported" | "none";
        };
        ComparedVersionDto: {
            label: string;
            /** Format: date-time */
            madeAt: string;
            number: number;
            revisionId: number | null;
            /** @description Every field, the whole text included */
            snapshot: components["schemas"]["PostSnapshotDto"];
        };
        CoverStateDto: {
            /** @description The title a designed cover shows */
            designedFor: string | null;
            /**
             * @description cover: drawn by the cover designer; upload: the admin's; other: an outside URL
             * @enum {string}
             */
            kind: "cover" | "upload" | "other" | "none";
            /** @description True when a designed cover shows another title than the post's */
            stale: boolean;
        };
        CreatePostDto: {
            author?: string;
            /** @enum {string} */
            category: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
            /** @description Markdown, nested at most 20 levels deep */
            content?: string;
            estimatedReadTime?: number;
            excerpt?: string;
            /** @description An http(s) URL, a path on this site, or empty */
            featuredImage?: string | null;
            /** @description The featured image's alt text */
            featuredImageAlt?: string;
            /**
             * @description An array, a JSON-encoded array or a comma-separated string
             * @example [
             *       "editing"
             *     ]
             */
            keywords?: string[] | string;
            metaDescription?: string;
            published?: boolean;
            /** @description Derived from the title when absent */
            slug?: string;
            title: string;
        };
        DayFiguresDto: {
            /** @description Seconds with the page visible, per view */
            avgEngagedSeconds: number;
            /** @description Average scroll depth per view, in percent (0-100) */
            avgReadDepth: number;
            /** @description Share of views that reached the end of the page (0-1) */
            completionRate: number;
            /** @description Clicks on the article's call to action */
            ctaClicks: number;
            /** @description CTA clicks per view (0-1) */
            ctaRate: number;
            /**
             * Format: date
             * @example 2026-01-31
             */
            day: string;
            /** @description Clicks on links to the agency's services */
            serviceClicks: number;
            views: number;
            /** @description Unique visitors, summed per day (a daily salted hash: a reader back another day counts again) */
            visitors: number;
        };
        DeletedPostDto: {
            /** @enum {boolean} */
            deleted: true;
            id: number;
            /** @description Undo: POST /api/admin/blog/posts/{id}/revisions/{revisionId}/restore brings the post back */
            revisionId: number;
        };
        DeletedProductionDto: {
            cancelledJobId: string | null;
            /** @enum {boolean} */
            deleted: true;
            id: number;
        };
        FiguresDto: {
            /** @description Seconds with the page visible, per view */
            avgEngagedSeconds: number;
            /** @description Average scroll depth per view, in percent (0-100) */
            avgReadDepth: number;
            /** @description Share of views that reached the end of the page (0-1) */
            completionRate: number;
            /** @description Clicks on the article's call to action */
            ctaClicks: number;
            /** @description CTA clicks per view (0-1) */
            ctaRate: number;
            /** @description Clicks on links to the agency's services */
            serviceClicks: number;
            views: number;
            /** @description Unique visitors, summed per day (a daily salted hash: a reader back another day counts again) */
            visitors: number;
        };
        GenerateIdeasDto: {
            /**
             * @default Video Editing
             * @enum {string}
             */
            industry: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
            /**
             * @description An array, a JSON-encoded array or a comma-separated string
             * @example [
             *       "editing"
             *     ]
             */
            keywords?: string[] | string;
            /** @description Start from the best-performing articles (their reading figures go into the prompt) */
            moreLikeThese?: components["schemas"]["MoreLikeTheseDto"];
            /**
             * @default medium
             * @enum {string}
             */
            targetLength: "short" | "medium" | "long";
            /**
             * @default professional
             * @enum {string}
             */
            tone: "professional" | "casual" | "technical";
            topic: string;
        };
        HistoryVersionDto: {
            /**
             * @description What made it, in words
             * @example AI revision: 'make the intro punchier'
             */
            label: string;
            /** Format: date-time */
            madeAt: string;
            madeBy: components["schemas"]["VersionCauseDto"];
            /** @description 1 for the oldest version kept, consecutive; the current post's is the highest */
            number: number;
            published: boolean;
            /**
             * Format: date-time
             * @description When a later change replaced it; null for the current post
             */
            replacedAt: string | null;
            /** @description The revision holding it (restore and compare use it); null for the current post */
            revisionId: number | null;
            title: string;
        };
        IdeaDto: {
            category: string;
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @description The published posts closest in meaning, best 3 (score 0-1) */
            similar: components["schemas"]["SimilarPostDto"][];
            title: string;
            tone: string;
            topic: string;
            /** @description A post with this title exists */
            used: boolean;
        };
        ImageJobStartedDto: {
            /** Format: uuid */
            jobId: string;
            production: components["schemas"]["ProductionStateDto"];
        };
        ImageVariantDto: {
            /** @example /media/<hash>-800w.jpg */
            url: string;
            width: number;
        };
        ImportDto: {
            /** Format: date-time */
            createdAt: string;
            fileName: string;
            /** Format: date-time */
            finishedAt: string | null;
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The import job: GET /api/ai/jobs/{jobId} for progress, POST .../cancel to stop
             */
            jobId: string | null;
            report: components["schemas"]["ImportReportDto"];
            /** @enum {string|null} */
            source: "wordpress" | "ghost" | "markdown" | null;
            /**
             * @description analysing, ready (dry run done, waiting for a start), refused, started, completed, failed, cancelled
             * @enum {string}
             */
            state: "analysing" | "ready" | "refused" | "started" | "completed" | "failed" | "cancelled";
        };
        ImportFailureDto: {
            error: string;
            title: string;
        };
        ImportImagesDto: {
            found: number;
            /** @description Found inside the upload and imported into the media store */
            inUpload: number;
            /** @description References the upload does not contain (or not an image) */
            missing: string[];
            /** @description Remote addresses: kept as they are, never fetched */
            remote: string[];
        };
        ImportOutcomeDto: {
            failed: number;
            failures: components["schemas"]["ImportFailureDto"][];
            imported: number;
            skipped: number;
            /** @enum {string} */
            state: "analysing" | "ready" | "refused" | "started" | "completed" | "failed" | "cancelled";
        };
        ImportPostCountsDto: {
            found: number;
            toImport: number;
            toSkip: number;
        };
        ImportReportDto: {
            categoryMappings: components["schemas"]["CategoryMappingDto"][];
            /** @description Why the file is refused (state refused): it cannot be started */
            errors: string[];
            fileName: string;
            images: components["schemas"]["ImportImagesDto"];
            items: components["schemas"]["ImportReportPostDto"][];
            /** @description What the job did, once it stopped */
            outcome?: components["schemas"]["ImportOutcomeDto"] | null;
            posts: components["schemas"]["ImportPostCountsDto"];
            skipped: components["schemas"]["SkippedPostDto"][];
            slugConflicts: components["schemas"]["SlugConflictDto"][];
            /** @enum {string|null} */
            source: "wordpress" | "ghost" | "markdown" | null;
            warnings: string[];
        };
        ImportReportPostDto: {
            /** @enum {string} */
            action: "create" | "skip";
            author: string;
            category: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Images of the upload it uses */
            images: number;
            /** @description The source's identity of the item (WordPress guid, Ghost id, file path + slug) */
            importKey: string;
            /** @description Old addresses that will answer 301 to /blog/<slug> */
            legacyPaths: string[];
            position: number;
            published: boolean;
            /** @description Why it is skipped */
            reason: string | null;
            /** @description The slug the post will have */
            slug: string;
            sourceCategories: string[];
            /** @description The slug the source gave, when it had to change */
            sourceSlug: string | null;
            title: string;
            /** @description What the conversion removed or changed */
            warnings: string[];
        };
        ImportStartedDto: {
            /** Format: uuid */
            importId: string;
            /** Format: uuid */
            jobId: string;
        };
        ImportSummaryDto: {
            /** Format: date-time */
            createdAt: string;
            fileName: string;
            /** Format: date-time */
            finishedAt: string | null;
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The import job: GET /api/ai/jobs/{jobId} for progress, POST .../cancel to stop
             */
            jobId: string | null;
            /** @enum {string|null} */
            source: "wordpress" | "ghost" | "markdown" | null;
            /**
             * @description analysing, ready (dry run done, waiting for a start), refused, started, completed, failed, cancelled
             * @enum {string}
             */
            state: "analysing" | "ready" | "refused" | "started" | "completed" | "failed" | "cancelled";
        };
        ImportUploadDto: {
            /**
             * Format: binary
             * @description A WordPress export (.xml), a Ghost export (.json), a markdown file, or a zip of any of them with their images
             */
            file: string;
        };
        JobDto: {
            attempts: number;
            /** @description Of inputTokens: read from the provider's prompt cache */
            cacheReadTokens: number;
            /** @description Of inputTokens: written to the provider's prompt cache */
            cacheWriteTokens: number;
            /** @description A cancel was asked of this running job: it stops at the next stage boundary */
            cancelRequested: boolean;
            /** @description USD: the sum of its stages' costs */
            costUsd: number;
            /** Format: date-time */
            createdAt: string;
            error: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description Every input token, cached ones included */
            inputTokens: number;
            /** @example article */
            kind: string;
            model: string | null;
            outputTokens: number;
            /** @description 0 to 100 */
            progress: number;
            provider: string | null;
            result: {
                [key: string]: unknown;
            } | null;
            stage: string;
            /** @description The timeline: every stage of the kind, in order */
            stages: components["schemas"]["JobStageDto"][];
            /** Format: date-time */
            startedAt: string | null;
            /** @enum {string} */
            state: "queued" | "running" | "completed" | "failed" | "cancelled";
        };
        JobStageDto: {
            /** @description Of inputTokens: read from the provider's prompt cache */
            cacheReadTokens: number;
            /** @description Of inputTokens: written to the provider's prompt cache */
            cacheWriteTokens: number;
            /** @description USD, from the price table of the provider and model (offline: 0) */
            costUsd: number;
            /** @description Why the stage failed */
            error: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /** @description Every input token, cached ones included */
            inputTokens: number;
            model: string | null;
            /**
             * @description One of the kind's stages, in order: an article runs brief, outline, draft, edit, seo, cover; a revision draft, edit; ideas ideas; an image cover
             * @enum {string}
             */
            name: "ideas" | "brief" | "outline" | "draft" | "edit" | "seo" | "cover" | "claims";
            outputTokens: number;
            /** @example anthropic */
            provider: string | null;
            /** Format: date-time */
            startedAt: string | null;
            /** @enum {string} */
            state: "pending" | "running" | "completed" | "failed" | "skipped" | "cancelled";
        };
        JobStartedDto: {
            /** Format: uuid */
            jobId: string;
        };
        JudgedAtomDto: {
            /** @description Why: which words, and which brand fact backs or contradicts them */
            explanation: string;
            /** @description The fact that backs it (supported) or says otherwise (contradicted) */
            fact?: components["schemas"]["BrandFactDto"];
            /**
             * @description What kind of claim: a figure, a date, a ranking or superlative, an award, a guarantee, a named client, medium or place
             * @enum {string}
             */
            kind: "figure" | "date" | "ranking" | "award" | "guarantee" | "name";
            /**
             * @description The words of the sentence that make the claim
             * @example 55.8M+ views
             */
            text: string;
            /** @enum {string} */
            verdict: "supported" | "contradicted" | "unsupported";
        };
        LinkSuggestionDto: {
            /** @description The words of the article that would become the link, exactly as written there */
            anchorText: string;
            /** @description The text around the anchor, on one line */
            excerpt: string;
            /** @description Where anchorText starts in the post's content (characters from 0, line endings as \n) */
            position: number;
            target: components["schemas"]["LinkTargetDto"];
        };
        LinkTargetDto: {
            /** @enum {string} */
            kind: "post" | "page";
            /** @description The path to link to, e.g. /blog/some-slug or /services */
            path: string;
            title: string;
        };
        LoginDto: {
            /** Format: password */
            password: string;
            username: string;
        };
        MoreLikeTheseDto: {
            /**
             * @description The window the figures are read over
             * @default 30
             * @enum {number}
             */
            days: 7 | 30 | 90;
            /** @description Published posts to start from; by default the 5 with the most readers over the window */
            postIds?: number[];
        };
        OldSlugDto: {
            /**
             * Format: date-time
             * @description When the post left it
             */
            since: string;
            slug: string;
        };
        OrphanPageDto: {
            /** @description Newest first */
            items: components["schemas"]["OrphanPostDto"][];
            /** @description The page to ask for next; null on the last one */
            next: number | null;
            page: number;
            pageSize: number;
            /** @description Orphan posts in all */
            total: number;
        };
        OrphanPostDto: {
            id: number;
            /** Format: date-time */
            publishedAt: string | null;
            slug: string;
            title: string;
        };
        PostChangeDto: {
            /** Format: date-time */
            at: string;
            by: components["schemas"]["ChangeAuthorDto"];
            /** @description The editable fields the change altered */
            fields: string[];
            /** @description The revision's reason */
            reason: string;
        };
        PostChecksDto: {
            items: components["schemas"]["CheckItemDto"][];
            /** @description 100 less 15 for each blocker and 5 for each warning */
            score: number;
            /** @description The model's second opinion on the claims */
            secondOpinion?: components["schemas"]["SecondOpinionDto"];
        };
        PostConflictDto: {
            /** @description Editable fields that differ between that version and now */
            changedFields: string[];
            /** @description The changes since, oldest first (the latest 20) */
            changes: components["schemas"]["PostChangeDto"][];
            /** @description The post as stored now (null: deleted) */
            post: components["schemas"]["AdminPostDto"] | null;
            /**
             * Format: date-time
             * @description The version the request was made against
             */
            since: string;
        };
        PostConflictErrorDto: {
            /** @description Present when the post moved on: what changed, by whom, when, and the post as stored */
            conflict?: components["schemas"]["PostConflictDto"];
            message: string;
            /** @example 409 */
            statusCode: number;
        };
        PostCountsDto: {
            draft: number;
            published: number;
            readyForWriting: number;
            total: number;
        };
        PostHistoryDto: {
            /** @description The post as it is now; null when it is deleted */
            current: components["schemas"]["HistoryVersionDto"] | null;
            /** @description Earlier versions, newest first */
            items: components["schemas"]["HistoryVersionDto"][];
            next: number | null;
            page: number;
            pageSize: number;
            postId: number;
            /** @description Earlier versions in all pages */
            total: number;
        };
        PostImageJobStartedDto: {
            blogPost: components["schemas"]["StartedPostDto"];
            /** Format: uuid */
            jobId: string;
        };
        PostListItemDto: {
            /** @description Days since a live post last changed, when it is ageing (POST_AGEING_DAYS or more); else null */
            ageDays: number | null;
            author: string;
            /** @enum {string} */
            category: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
            /** Format: date-time */
            createdAt: string;
            /** @description Minutes */
            estimatedReadTime: number;
            excerpt: string;
            featuredImage: string | null;
            /** @description The featured image's alt text ('' when none) */
            featuredImageAlt: string;
            /** @description The content is still the draft placeholder (the content itself is not sent) */
            hasPlaceholderContent: boolean;
            id: number;
            keywords: string[];
            metaDescription: string;
            /** @description The post's newest AI production */
            production: components["schemas"]["PostProductionDto"] | null;
            /**
             * Format: date-time
             * @description When this unpublished post goes live by itself; null when not scheduled
             */
            publishAt: string | null;
            published: boolean;
            /** Format: date-time */
            publishedAt: string | null;
            slug: string;
            /** @example draft */
            status: string;
            title: string;
            /**
             * Format: date-time
             * @description The version an edit must send back (older = 409)
             */
            updatedAt: string;
        };
        PostProductionDto: {
            /** @description The production's latest job */
            currentJobId: string | null;
            id: number;
            /** @enum {string} */
            status: "queued" | "writing" | "ready_for_review" | "revising" | "approved" | "failed";
            title: string;
        };
        PostSettingsDto: {
            cover: components["schemas"]["CoverStateDto"];
            /** @description Old addresses that answer 301 to the current slug while the post is live, newest first */
            oldSlugs: components["schemas"]["OldSlugDto"][];
            postId: number;
            /** @description The share card, from the same head tags the article page carries */
            socialPreview: components["schemas"]["SocialPreviewDto"];
        };
        PostSnapshotDto: {
            author: string;
            category: string;
            content: string;
            estimatedReadTime: number;
            excerpt: string;
            featuredImage: string | null;
            /** @description Absent in revisions made before posts had alt text */
            featuredImageAlt?: string;
            keywords: string[];
            metaDescription: string;
            /**
             * Format: date-time
             * @description The post's createdAt; absent in revisions made before it was kept
             */
            postCreatedAt?: string;
            /**
             * Format: date-time
             * @description The post's publishedAt; absent in revisions made before it was kept
             */
            postPublishedAt?: string | null;
            published: boolean;
            slug: string;
            status: string;
            title: string;
        };
        PostSnapshotSummaryDto: {
            author: string;
            category: string;
            estimatedReadTime: number;
            excerpt: string;
            featuredImage: string | null;
            /** @description Absent in revisions made before posts had alt text */
            featuredImageAlt?: string;
            keywords: string[];
            metaDescription: string;
            /**
             * Format: date-time
             * @description The post's createdAt; absent in revisions made before it was kept
             */
            postCreatedAt?: string;
            /**
             * Format: date-time
             * @description The post's publishedAt; absent in revisions made before it was kept
             */
            postPublishedAt?: string | null;
            published: boolean;
            slug: string;
            status: string;
            title: string;
        };
        PostsPageDto: {
            /** @description Newest first; on the first page the first item is the featured post */
            items: components["schemas"]["PublicPostSummaryDto"][];
            /** @description The cursor of the next page; null on the last */
            next: string | null;
            /** @description Posts matching the filter, in all pages */
            total: number;
        };
        PostSummaryPageDto: {
            counts: components["schemas"]["PostCountsDto"];
            items: components["schemas"]["PostListItemDto"][];
            next: number | null;
            page: number;
            pageSize: number;
            /** @description Posts matching the filters */
            total: number;
        };
        PostViewsDto: {
            postId: number;
            views: number;
        };
        PostViewsListDto: {
            /** @enum {number} */
            days: 7 | 30 | 90;
            /** Format: date */
            from: string;
            /** @description Every post viewed in the window, by id (a post not listed had no views): join on the post list by id */
            items: components["schemas"]["PostViewsDto"][];
        };
        PreviewedProposalDto: {
            changedSinceBase: ("content" | "excerpt" | "metaDescription" | "keywords" | "estimatedReadTime" | "featuredImage" | "featuredImageAlt")[];
            /** @description The fields it writes */
            fields: ("content" | "excerpt" | "metaDescription" | "keywords" | "estimatedReadTime" | "featuredImage" | "featuredImageAlt")[];
            id: number;
            jobId: string | null;
            /** @enum {string} */
            kind: "article" | "revision" | "image" | "sentence";
            /** @description Hand edits its accept replaces: non-empty, Approve needs confirmStale */
            overwrites: ("content" | "excerpt" | "metaDescription" | "keywords" | "estimatedReadTime" | "featuredImage" | "featuredImageAlt")[];
            /** @description The post changed since its job started */
            stale: boolean;
        };
        ProductionCountsDto: {
            approved: number;
            failed: number;
            /** @description Its post is live */
            published: number;
            queued: number;
            /** @description 'Awaiting your review': not live, not scheduled, not superseded */
            ready_for_review: number;
            revising: number;
            /** @description Its post waits for its go-live time */
            scheduled: number;
            /** @description A newer production or proposal replaced it, or its post was deleted */
            superseded: number;
            writing: number;
        };
        ProductionDetailDto: {
            blogPost: components["schemas"]["ProductionPostDto"] | null;
            /** Format: date-time */
            createdAt: string;
            currentJobId: string | null;
            error: string | null;
            featuredImage: string | null;
            feedback: components["schemas"]["ProductionFeedbackDto"][];
            /** @description Markdown */
            finalContent: string | null;
            /** @description A pending proposal waits for review */
            hasProposal: boolean;
            id: number;
            model: string | null;
            postId: number;
            /** @description The latest pending proposal */
            proposal: components["schemas"]["ProposalDto"] | null;
            provider: string | null;
            /** @description The pending proposal's post changed since its job started */
            stale: boolean;
            /**
             * @description published, scheduled and superseded follow the post (issue 27)
             * @enum {string}
             */
            status: "queued" | "writing" | "ready_for_review" | "revising" | "approved" | "failed" | "published" | "scheduled" | "superseded";
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProductionDto: {
            blogPost: components["schemas"]["ProductionPostDto"] | null;
            /** Format: date-time */
            createdAt: string;
            currentJobId: string | null;
            error: string | null;
            featuredImage: string | null;
            feedback: components["schemas"]["ProductionFeedbackDto"][];
            /** @description Markdown */
            finalContent: string | null;
            /** @description A pending proposal waits for review */
            hasProposal: boolean;
            id: number;
            model: string | null;
            postId: number;
            provider: string | null;
            /** @description The pending proposal's post changed since its job started */
            stale: boolean;
            /**
             * @description published, scheduled and superseded follow the post (issue 27)
             * @enum {string}
             */
            status: "queued" | "writing" | "ready_for_review" | "revising" | "approved" | "failed" | "published" | "scheduled" | "superseded";
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProductionFeedbackDto: {
            feedback: string;
            /** Format: date-time */
            requestedAt: string;
            /** @description The ## section the change was asked for */
            section?: string | null;
        };
        ProductionListItemDto: {
            blogPost: components["schemas"]["ProductionPostDto"] | null;
            /** Format: date-time */
            createdAt: string;
            currentJobId: string | null;
            error: string | null;
            featuredImage: string | null;
            /** @description A pending proposal waits for review */
            hasProposal: boolean;
            id: number;
            model: string | null;
            postId: number;
            provider: string | null;
            /** @description The pending proposal's post changed since its job started */
            stale: boolean;
            /**
             * @description published, scheduled and superseded follow the post (issue 27)
             * @enum {string}
             */
            status: "queued" | "writing" | "ready_for_review" | "revising" | "approved" | "failed" | "published" | "scheduled" | "superseded";
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProductionListPageDto: {
            /** @description Productions in each status, whatever the filter */
            counts: components["schemas"]["ProductionCountsDto"];
            items: components["schemas"]["ProductionListItemDto"][];
            /** @description The page to ask for next; null on the last one */
            next: number | null;
            page: number;
            pageSize: number;
            /** @description Productions matching the filter */
            total: number;
        };
        ProductionPageDto: {
            items: components["schemas"]["ProductionSummaryDto"][];
            page: number;
            pageSize: number;
            total: number;
        };
        ProductionPostDto: {
            id: number;
            published: boolean;
            slug: string;
            title: string;
        };
        ProductionPreviewDto: {
            /** @description A proposal overwrites hand edits: Approve answers 409 unless it sends confirmStale */
            needsConfirmStale: boolean;
            /** @description Pending proposals of the post Approve does not take (reviewed in the editor) */
            otherPendingProposals: number;
            /** @description The post with the pending proposals applied: its real title, cover, alt text and hand edits; flags and updatedAt as stored */
            post: components["schemas"]["AdminPostDto"];
            productionId: number;
            /** @description The pending proposals Approve accepts, oldest first */
            proposals: components["schemas"]["PreviewedProposalDto"][];
            /** @enum {string} */
            status: "queued" | "writing" | "ready_for_review" | "revising" | "approved" | "failed" | "published" | "scheduled" | "superseded";
            /** @description Send it back as Approve's version (the post's updatedAt and the pending proposals' ids) */
            version: string;
        };
        ProductionStateDto: {
            id: number;
            /** @enum {string} */
            status: "queued" | "writing" | "ready_for_review" | "revising" | "approved" | "failed";
        };
        ProductionSummaryDto: {
            blogPost: components["schemas"]["ProductionPostDto"] | null;
            /** Format: date-time */
            createdAt: string;
            currentJobId: string | null;
            error: string | null;
            featuredImage: string | null;
            feedback: components["schemas"]["ProductionFeedbackDto"][];
            /** @description A pending proposal waits for review */
            hasProposal: boolean;
            id: number;
            model: string | null;
            postId: number;
            provider: string | null;
            /** @description The pending proposal's post changed since its job started */
            stale: boolean;
            /**
             * @description published, scheduled and superseded follow the post (issue 27)
             * @enum {string}
             */
            status: "queued" | "writing" | "ready_for_review" | "revising" | "approved" | "failed" | "published" | "scheduled" | "superseded";
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProposalDto: {
            /** @description The post's fields when the job started */
            base: components["schemas"]["ProposalFieldsDto"];
            /** Format: date-time */
            baseUpdatedAt: string;
            changedSinceBase: ("content" | "excerpt" | "metaDescription" | "keywords" | "estimatedReadTime" | "featuredImage" | "featuredImageAlt")[];
            /** @description What the AI proposes (only the fields it produced) */
            changes: components["schemas"]["ProposalFieldsDto"];
            /** Format: date-time */
            createdAt: string;
            /** @description The post now: the keys of changes, plus content */
            current: components["schemas"]["ProposalFieldsDto"];
            /** Format: date-time */
            decidedAt: string | null;
            feedback: string | null;
            id: number;
            jobId: string | null;
            /** @enum {string} */
            kind: "article" | "revision" | "image" | "sentence";
            /** @description Hand edits a whole accept would replace: non-empty needs confirmStale */
            overwrites: ("content" | "excerpt" | "metaDescription" | "keywords" | "estimatedReadTime" | "featuredImage" | "featuredImageAlt")[];
            postId: number;
            productionId: number | null;
            section: string | null;
            /** @description A sentence rewrite's splice; null for the other kinds */
            sentence: components["schemas"]["SentenceSpliceDto"] | null;
            /** @description Pending, and the post changed since the job started (a sentence rewrite: its sentence is gone) */
            stale: boolean;
            /** @enum {string} */
            state: "pending" | "accepted" | "rejected" | "superseded";
        };
        ProposalFieldsDto: {
            /** @description Markdown */
            content?: string;
            estimatedReadTime?: number;
            excerpt?: string;
            featuredImage?: string | null;
            /** @description The featured image's alt text */
            featuredImageAlt?: string;
            keywords?: string[];
            metaDescription?: string;
        };
        PublicPostSummaryDto: {
            author: string;
            /** @enum {string} */
            category: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
            /** Format: date-time */
            createdAt: string;
            /** @description Minutes */
            estimatedReadTime: number;
            /** @description The excerpt, or the content's first 100 characters and '...' */
            excerpt: string;
            featuredImage: string | null;
            featuredImageAlt: string;
            id: number;
            /** @description The sizes of the stored images (/media/...) the post shows, by path: for srcset, width and height */
            imageSizes: {
                [key: string]: {
                    height: number;
                    width: number;
                };
            };
            keywords: string[];
            metaDescription: string;
            published: boolean;
            /** Format: date-time */
            publishedAt: string | null;
            slug: string;
            status: string;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ReadersLostDto: {
            category: string;
            /** @description The change as a share of previousReaders (negative, e.g. -0.4) */
            change: number;
            /** @description previousReaders - readers (positive) */
            lostReaders: number;
            postId: number;
            /** @description Readers in the 30 days before those */
            previousReaders: number;
            /** @description Readers (daily unique visitors summed) in the latest 30 days */
            readers: number;
            slug: string;
            title: string;
        };
        ReadersLostPageDto: {
            /**
             * Format: date
             * @description First day of the latest 30 days
             */
            from: string;
            /** @description Live articles that lost readers month on month, most lost first */
            items: components["schemas"]["ReadersLostDto"][];
            next: number | null;
            page: number;
            pageSize: number;
            /**
             * Format: date
             * @description First day of the 30 days before
             */
            previousFrom: string;
            total: number;
        };
        RefreshPostDto: {
            /** @description What the refresh should take into account */
            notes?: string | null;
        };
        RefreshStartedDto: {
            /** Format: uuid */
            jobId: string;
            /** @description The live post the proposal will be made over */
            postId: number;
        };
        RejectedProposalDto: {
            proposal: components["schemas"]["ProposalDto"];
        };
        RevisedProductionDto: {
            /** Format: uuid */
            jobId: string;
            production: components["schemas"]["ProductionDetailDto"];
        };
        ReviseProductionDto: {
            feedback: string;
            /** @description The heading of one ## section; absent or null rewrites the whole article */
            section?: string | null;
        };
        RevisionDto: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            postId: number;
            /** @example admin-edit */
            reason: string;
            snapshot: components["schemas"]["PostSnapshotDto"];
        };
        RevisionPageDto: {
            items: components["schemas"]["RevisionSummaryDto"][];
            page: number;
            pageSize: number;
            total: number;
        };
        RevisionSummaryDto: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            postId: number;
            /** @example admin-edit */
            reason: string;
            snapshot: components["schemas"]["PostSnapshotSummaryDto"];
        };
        RewriteSentenceDto: {
            /** @description What is wrong with it, for the writer (the check item's message) */
            problem?: string | null;
            /** @description The sentence as the checks show it (the claim's sentence); found in the saved article byte-exactly or as a reader sees it */
            sentence: string;
        };
        SavedPostDto: {
            author: string;
            /** @enum {string} */
            category: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
            /** @description Markdown */
            content: string;
            /** @description Set when the save renamed the post and its cover (a design) shows the old title: the image job proposing a new cover; the proposal waits for an accept */
            coverJobId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Minutes */
            estimatedReadTime: number;
            excerpt: string;
            featuredImage: string | null;
            /** @description The featured image's alt text ('' when none) */
            featuredImageAlt: string;
            id: number;
            keywords: string[];
            metaDescription: string;
            /**
             * Format: date-time
             * @description When this unpublished post goes live by itself; null when not scheduled
             */
            publishAt: string | null;
            published: boolean;
            /** Format: date-time */
            publishedAt: string | null;
            slug: string;
            /** @example draft */
            status: string;
            title: string;
            /**
             * Format: date-time
             * @description The version an edit must send back (older = 409)
             */
            updatedAt: string;
        };
        SecondOpinionDto: {
            message: string;
            /** @description Claims with a review */
            reviewed: number;
            /**
             * @description off: no AI provider, the rules alone decide; pending: a check-claims job is reviewing claims, ask again; complete: every claim has its review; unavailable: it could not start (e.g. the AI budget is spent)
             * @enum {string}
             */
            state: "off" | "pending" | "complete" | "unavailable";
            /** @description Claims waiting for one */
            waiting: number;
        };
        SentenceOriginalDto: {
            /** @description The sentence as the article holds it (markdown): what the rewrite replaces */
            original: string;
        };
        SentenceRewriteStartedDto: {
            /** Format: uuid */
            jobId: string;
            postId: number;
            sentence: components["schemas"]["SentenceOriginalDto"];
        };
        SentenceSpliceDto: {
            /** @description The sentence as the article held it (markdown) */
            original: string;
            /** @description Its rewrite (markdown); '' drops the sentence */
            replacement: string;
        };
        SetPublishedDto: {
            /**
             * Format: date-time
             * @description Schedule the unpublished post to go live at this time (ISO 8601 with a zone, in the future, within two years); null unschedules
             */
            publishAt?: string | null;
            /** @description Publish (true) or unpublish (false) now; clears any schedule */
            published?: boolean;
        };
        SimilarPostDto: {
            postId: number;
            /** @description Closeness in meaning: 0 nothing shared, 1 the same title */
            score: number;
            slug: string;
            title: string;
        };
        SkippedPostDto: {
            reason: string;
            title: string;
        };
        SlugConflictDto: {
            reason: string;
            resolvedTo: string;
            slug: string;
            title: string;
        };
        SocialPreviewDto: {
            /** @description og:description: the meta description, else the excerpt */
            description: string;
            /** @description og:image, an absolute URL */
            image: string | null;
            /** @description og:image:alt */
            imageAlt: string | null;
            /** @description og:site_name */
            siteName: string;
            /**
             * @description og:title
             * @example How to cut dialogue - Hyperframe
             */
            title: string;
            /** @enum {string} */
            twitterCard: "summary" | "summary_large_image";
            /** @description og:url, the canonical URL (current slug) */
            url: string;
        };
        SourceCountDto: {
            /** @description A referrer domain, or a UTM value; "(other)" gathers values past the day's top ones */
            value: string;
            views: number;
        };
        StartedPostDto: {
            id: number;
            slug: string;
            title: string;
        };
        StartedProductionDto: {
            blogPost: components["schemas"]["StartedPostDto"];
            /** Format: uuid */
            jobId: string;
            production: components["schemas"]["ProductionStateDto"];
        };
        StartProductionDto: {
            /** @enum {string} */
            category?: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
            excerpt?: string;
            /**
             * @description An array, a JSON-encoded array or a comma-separated string
             * @example [
             *       "editing"
             *     ]
             */
            keywords?: string[] | string;
            /** @description An existing draft; otherwise the fields below make a new one */
            postId?: number;
            title?: string;
        };
        StudioChangesDto: {
            /** @description AI jobs: queued, started, finished */
            jobs: string;
            /** @description Posts: created, edited, published, deleted, restored */
            posts: string;
            /** @description AI productions: started, status changes, deleted */
            productions: string;
            /** @description Proposals: a new one, or one accepted, dropped or superseded */
            proposals: string;
            /** @description Differs whenever any part below does (also the ETag: send If-None-Match for a 304) */
            version: string;
        };
        TopSourcesDto: {
            /** @description Referrer domains (the site itself and direct visits are not listed) */
            referrers: components["schemas"]["SourceCountDto"][];
            utmCampaigns: components["schemas"]["SourceCountDto"][];
            utmMediums: components["schemas"]["SourceCountDto"][];
            utmSources: components["schemas"]["SourceCountDto"][];
        };
        UpdateBrandKitDto: {
            bannedPhrases: string[];
            facts: components["schemas"]["BrandFactDto"][];
            services: components["schemas"]["BrandServiceDto"][];
            /** @enum {string} */
            spelling: "en-GB" | "en-US";
            /** @description The version the edit started from; a newer stored version answers 409 */
            version: number;
            voiceRules: string[];
        };
        UpdatePostDto: {
            author?: string;
            /** @enum {string} */
            category?: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
            /** @description Markdown, nested at most 20 levels deep */
            content?: string;
            /** @description Ignored (a previous save answered it) */
            coverJobId?: string | null;
            /**
             * Format: date-time
             * @description Ignored
             */
            createdAt?: string;
            estimatedReadTime?: number;
            excerpt?: string;
            /** @description An http(s) URL, a path on this site, or empty */
            featuredImage?: string | null;
            /** @description The featured image's alt text */
            featuredImageAlt?: string;
            /** @description Ignored */
            id?: number;
            /**
             * @description An array, a JSON-encoded array or a comma-separated string
             * @example [
             *       "editing"
             *     ]
             */
            keywords?: string[] | string;
            metaDescription?: string;
            /**
             * Format: date-time
             * @description Ignored: schedule with PATCH {publishAt}
             */
            publishAt?: string | null;
            published?: boolean;
            /**
             * Format: date-time
             * @description As loaded: no change. Another time backdates a live post (not in the future, not before 2000); 400 for a draft
             */
            publishedAt?: string | null;
            /** @description Lowercase letters, digits and single hyphens (400 otherwise); another post's slug or old address is a 409. A live post's old slug keeps answering 301 to the new one */
            slug?: string;
            /** @description Ignored */
            status?: string;
            /** @description Take a slug that is another post's old address: its old link then opens this post instead of redirecting */
            takeOldSlug?: boolean;
            title?: string;
            /**
             * Format: date-time
             * @description The version the editor loaded; an older one than stored answers 409
             */
            updatedAt?: string;
        };
        UploadedImageDto: {
            alt: string;
            /** @description Bytes of the stored image */
            byteSize: number;
            /** @enum {string} */
            contentType: "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/gif";
            height: number;
            /**
             * @description The image as markdown, for the content
             * @example ![A cutting room](/media/<hash>.jpg)
             */
            markdown: string;
            /**
             * @description The featuredImage value, or the image in the content
             * @example /media/<hash>.jpg
             */
            url: string;
            /** @description The smaller widths it is also served at (each also as WebP where that is smaller) */
            variants: components["schemas"]["ImageVariantDto"][];
            /** @description As stored: upright, at most 2400 px a side */
            width: number;
        };
        UsageByDayDto: {
            /** @description Of inputTokens: read from the provider's prompt cache (priced at its cache-read rate) */
            cacheReadTokens: number;
            /** @description Of inputTokens: written to the provider's prompt cache (Anthropic prices them at its cache-write rate) */
            cacheWriteTokens: number;
            /** @description Stages (provider calls) counted */
            calls: number;
            /** @description USD */
            costUsd: number;
            /**
             * Format: date
             * @example 2025-06-01
             */
            day: string;
            /** @description Every input token, cached ones included */
            inputTokens: number;
            outputTokens: number;
        };
        UsageByKindDto: {
            /** @description Of inputTokens: read from the provider's prompt cache (priced at its cache-read rate) */
            cacheReadTokens: number;
            /** @description Of inputTokens: written to the provider's prompt cache (Anthropic prices them at its cache-write rate) */
            cacheWriteTokens: number;
            /** @description Stages (provider calls) counted */
            calls: number;
            /** @description USD */
            costUsd: number;
            /** @description Every input token, cached ones included */
            inputTokens: number;
            /**
             * @description The job kind
             * @example produce-article
             */
            kind: string;
            outputTokens: number;
        };
        UsageByModelDto: {
            /** @description Of inputTokens: read from the provider's prompt cache (priced at its cache-read rate) */
            cacheReadTokens: number;
            /** @description Of inputTokens: written to the provider's prompt cache (Anthropic prices them at its cache-write rate) */
            cacheWriteTokens: number;
            /** @description Stages (provider calls) counted */
            calls: number;
            /** @description USD */
            costUsd: number;
            /** @description Every input token, cached ones included */
            inputTokens: number;
            /** @example claude-sonnet-4-5 */
            model: string;
            outputTokens: number;
            /** @example anthropic */
            provider: string;
        };
        UsageByProviderDto: {
            /** @description Of inputTokens: read from the provider's prompt cache (priced at its cache-read rate) */
            cacheReadTokens: number;
            /** @description Of inputTokens: written to the provider's prompt cache (Anthropic prices them at its cache-write rate) */
            cacheWriteTokens: number;
            /** @description Stages (provider calls) counted */
            calls: number;
            /** @description USD */
            costUsd: number;
            /** @description Every input token, cached ones included */
            inputTokens: number;
            outputTokens: number;
            /** @example anthropic */
            provider: string;
        };
        UsageByStageDto: {
            /** @description Of inputTokens: read from the provider's prompt cache (priced at its cache-read rate) */
            cacheReadTokens: number;
            /** @description Of inputTokens: written to the provider's prompt cache (Anthropic prices them at its cache-write rate) */
            cacheWriteTokens: number;
            /** @description Stages (provider calls) counted */
            calls: number;
            /** @description USD */
            costUsd: number;
            /** @description Every input token, cached ones included */
            inputTokens: number;
            outputTokens: number;
            /** @example draft */
            stage: string;
        };
        UsageDto: {
            /** @description AI_MONTHLY_BUDGET_USD; null: no limit */
            budgetUsd: number | null;
            /** @description Days with spend, oldest first */
            byDay: components["schemas"]["UsageByDayDto"][];
            byKind: components["schemas"]["UsageByKindDto"][];
            byModel: components["schemas"]["UsageByModelDto"][];
            byProvider: components["schemas"]["UsageByProviderDto"][];
            byStage: components["schemas"]["UsageByStageDto"][];
            /** @description Of inputTokens: read from the provider's prompt cache (priced at its cache-read rate) */
            cacheReadTokens: number;
            /** @description Of inputTokens: written to the provider's prompt cache (Anthropic prices them at its cache-write rate) */
            cacheWriteTokens: number;
            /** @description Stages (provider calls) counted */
            calls: number;
            /** @description USD */
            costUsd: number;
            /** @description Every input token, cached ones included */
            inputTokens: number;
            /** @example 2025-06 */
            month: string;
            outputTokens: number;
            /** @description USD held against the budget by AI stages running now (their estimated cost until the real one is recorded); 0 for a past month */
            reservedUsd: number;
        };
        VersionCauseDto: {
            /**
             * @description ai: applied by itself (an untouched draft) or accepted by the admin
             * @enum {string}
             */
            decision?: "applied" | "accepted";
            /** @description ai: the admin's feedback (first 80 characters) */
            feedback?: string;
            /** @description ai: the job that made it */
            jobId?: string | null;
            /** @enum {string} */
            kind: "created" | "editor" | "publish" | "unpublish" | "delete" | "restore" | "schedule" | "unschedule" | "scheduled-publish" | "ai" | "other";
            /**
             * @description ai: what the AI proposed
             * @enum {string}
             */
            proposal?: "article" | "revision" | "image" | "sentence";
            /**
             * Format: date-time
             * @description schedule: the go-live time set
             */
            publishAt?: string;
            /** @description restore: the revision put back */
            revisionId?: number;
            /** @description ai: the section a revision rewrote */
            section?: string;
            /** @description other: the reason as written */
            text?: string;
            /** @description restore: the post had been deleted */
            undeleted?: boolean;
        };
        VersionComparisonDto: {
            from: components["schemas"]["ComparedVersionDto"];
            to: components["schemas"]["ComparedVersionDto"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Analytics_articles: {
        parameters: {
            query?: {
                category?: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
                days?: 7 | 30 | 90;
                page?: number;
                pageSize?: number;
                /** @description Highest first: views, visitors, engaged time, read depth or CTA click-through */
                sort?: "views" | "visitors" | "engaged" | "depth" | "cta";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleFiguresPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Analytics_articlesCsv: {
        parameters: {
            query?: {
                category?: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
                days?: 7 | 30 | 90;
                page?: number;
                pageSize?: number;
                /** @description Highest first: views, visitors, engaged time, read depth or CTA click-through */
                sort?: "views" | "visitors" | "engaged" | "depth" | "cta";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Analytics_article: {
        parameters: {
            query?: {
                /** @description The window in days, ending today (UTC) */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleDetailDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Analytics_categories: {
        parameters: {
            query?: {
                /** @description The window in days, ending today (UTC) */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryFiguresListDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Analytics_export: {
        parameters: {
            query?: {
                format?: "csv" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (one flat table with a `table` column) or JSON {retentionDays, columns, rows} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                    "text/csv": string;
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Analytics_overview: {
        parameters: {
            query?: {
                /** @description The window in days, ending today (UTC) */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsOverviewDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Analytics_postViews: {
        parameters: {
            query?: {
                /** @description The window in days, ending today (UTC) */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostViewsListDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Analytics_readersLost: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadersLostPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    PostRefresh_ageing: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description lost: most readers lost month on month first, then oldest; age: oldest first */
                sort?: "lost" | "age";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgeingPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    InternalLinks_orphans: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrphanPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Posts_list: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Without ?page=&pageSize=: every item. With either: one page of summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPostDto"][] | components["schemas"]["AdminPostPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Posts_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePostDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPostDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Posts_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPostDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Posts_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The studio tab's id (1-64 letters, digits, - or _): recorded with the change, so a later 409 can say whether this tab or another made it */
                "X-Editor-Session"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePostDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedPostDto"];
                };
            };
            /** @description The post changed since the updatedAt sent (or a slug is taken) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostConflictErrorDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Posts_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The studio tab's id (1-64 letters, digits, - or _): recorded with the change, so a later 409 can say whether this tab or another made it */
                "X-Editor-Session"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedPostDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Posts_setPublished: {
        parameters: {
            query?: never;
            header?: {
                /** @description The studio tab's id (1-64 letters, digits, - or _): recorded with the change, so a later 409 can say whether this tab or another made it */
                "X-Editor-Session"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPublishedDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPostDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Checks_checkPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostChecksDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Checks_checkDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckDraftDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostChecksDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    PostHistory_page: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostHistoryDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    PostHistory_compare: {
        parameters: {
            query: {
                /** @description 'current' or a revision id */
                from: string;
                /** @description 'current' or a revision id */
                to?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionComparisonDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    InternalLinks_suggestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkSuggestionDto"][];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Proposals_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalDto"][];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    PostRefresh_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshPostDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshStartedDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_regeneratePostImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostImageJobStartedDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Posts_revisions: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Without ?page=&pageSize=: every item. With either: one page of summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionDto"][] | components["schemas"]["RevisionPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Posts_restore: {
        parameters: {
            query?: never;
            header?: {
                /** @description The studio tab's id (1-64 letters, digits, - or _): recorded with the change, so a later 409 can say whether this tab or another made it */
                "X-Editor-Session"?: string;
            };
            path: {
                id: number;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPostDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Proposals_rewriteSentence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RewriteSentenceDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentenceRewriteStartedDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    PostSettings_settings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostSettingsDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    TopicMemory_similar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarPostDto"][];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Posts_summaries: {
        parameters: {
            query?: {
                category?: "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
                /** @description With `to`: only posts scheduled or published in [from, to) (the calendar) */
                from?: string;
                page?: number;
                pageSize?: number;
                /** @description Only live posts (true) or only drafts (false); both when absent */
                published?: boolean;
                /** @description Words the title, excerpt, slug or keywords contain (any case) */
                q?: string;
                /** @description Only posts with a go-live time (true) or without one (false) */
                scheduled?: boolean;
                /** @description End of the range (exclusive); at most 42 days after from */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostSummaryPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Proposals_accept: {
        parameters: {
            query?: never;
            header?: {
                /** @description The studio tab's id (1-64 letters, digits, - or _): recorded with the change, so a later 409 can say whether this tab or another made it */
                "X-Editor-Session"?: string;
            };
            path: {
                proposalId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptProposalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedProposalDto"];
                };
            };
            /** @description Stale (a field it writes was edited since its job started; send confirmStale), its sentence is gone, or it was already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostConflictErrorDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Proposals_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                proposalId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectedProposalDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    BrandKit_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandKitDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    BrandKit_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBrandKitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandKitDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    BrandKit_revisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandKitRevisionDto"][];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    StudioChanges_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioChangesDto"];
                };
            };
            /** @description Nothing changed since the version sent in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Exports_download: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Imports_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportSummaryDto"][];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Imports_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportUploadDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Imports_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Imports_discard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Imports_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStartedDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatusDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatusDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    ImageUpload_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description What the image shows (required) */
                    alt: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP, AVIF or GIF image, at most 15 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Auth_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatusDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Ideas_drafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdeaDto"][];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Ideas_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateIdeasDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStartedDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Jobs_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Jobs_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Jobs_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_list: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Without ?page=&pageSize=: every item. With either: one page of summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionDto"][] | components["schemas"]["ProductionPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionDetailDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedProductionDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_approve: {
        parameters: {
            query?: never;
            header?: {
                /** @description The studio tab's id (1-64 letters, digits, - or _): recorded with the change, so a later 409 can say whether this tab or another made it */
                "X-Editor-Session"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveProductionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovedProductionDto"];
                };
            };
            /** @description Not ready for review, superseded, a stale proposal without confirmStale, or (with version) what was previewed changed: conflict.preview is the preview now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApproveConflictErrorDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Checks_checkProduction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostChecksDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionPreviewDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_regenerateImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageJobStartedDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_revise: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviseProductionDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisedProductionDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_summaries: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Only this post's productions (the Edit modal asks for its newest) */
                postId?: number;
                /** @description The status the studio shows (published, scheduled and superseded follow the post) */
                status?: "queued" | "writing" | "ready_for_review" | "revising" | "approved" | "failed" | "published" | "scheduled" | "superseded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionListPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Productions_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartProductionDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedProductionDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Usage_monthUsage: {
        parameters: {
            query?: {
                /** @description UTC calendar month; default: the current one */
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Blog_page: {
        parameters: {
            query?: {
                category?: "all" | "Content Creating" | "Audience Building" | "Video Marketing" | "Video Editing";
                /** @description The previous page's next */
                cursor?: string;
                limit?: number;
                /** @description Search text: found in the title or the excerpt, case-insensitively */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostsPageDto"];
                };
            };
            /** @description Any error: {statusCode, message} */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorDto"];
                };
            };
        };
    };
    Blog_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Blog_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Health_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Health_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Media_serve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Metrics_scrape: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
